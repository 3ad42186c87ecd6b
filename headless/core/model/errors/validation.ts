// The kinds of input that breaks a rule: CAIP ids, chain ids and addresses that are not what they claim, a form or
// reply of the wrong shape, a request asked again too soon. Each carries the value it refused.
import * as ErrorMessages from '../error-messages';
import { type ErrorKindOptions, WalletDockError } from './base';

/** Text that is not a CAIP-10 account id ("Invalid CAIP-10 address"). */
export class InvalidCaipAddressError extends WalletDockError<'INVALID_CAIP_ADDRESS'> {
  override readonly name = 'InvalidCaipAddressError' as const;
  /** The text refused. */
  readonly value: string | undefined;
  constructor(message: string = ErrorMessages.invalidCaipAddress, options: ErrorKindOptions & { value?: string } = {}) {
    super(message, { ...options, code: 'INVALID_CAIP_ADDRESS' });
    this.value = options.value;
  }
}

/** Text that is not a CAIP-2 network id ('Invalid network id "{id}": it must be in CAIP-2 format …'). */
export class InvalidCaipNetworkIdError extends WalletDockError<'INVALID_CAIP_NETWORK_ID'> {
  override readonly name = 'InvalidCaipNetworkIdError' as const;
  /** The text refused. */
  readonly value: string | undefined;
  constructor(message?: string, options: ErrorKindOptions & { value?: string } = {}) {
    super(message ?? ErrorMessages.invalidCaipNetworkId(options.value ?? ''), {
      ...options,
      code: 'INVALID_CAIP_NETWORK_ID',
    });
    this.value = options.value;
  }
}

/** A chain id out of range ("Invalid chainId"). */
export class InvalidChainIdError extends WalletDockError<'INVALID_CHAIN_ID'> {
  override readonly name = 'InvalidChainIdError' as const;
  /** The chain id refused. */
  readonly chainId: number | undefined;
  constructor(message: string = ErrorMessages.invalidChainId, options: ErrorKindOptions & { chainId?: number } = {}) {
    super(message, { ...options, code: 'INVALID_CHAIN_ID' });
    this.chainId = options.chainId;
  }
}

/** An address that is not valid on its namespace. */
export class InvalidAddressError extends WalletDockError<'INVALID_ADDRESS'> {
  override readonly name = 'InvalidAddressError' as const;
  /** The address refused. */
  readonly address: string | undefined;
  /** The namespace whose rule it breaks. */
  readonly namespace: string | undefined;
  constructor(message: string, options: ErrorKindOptions & { address?: string; namespace?: string } = {}) {
    super(message, { ...options, code: 'INVALID_ADDRESS' });
    this.address = options.address;
    this.namespace = options.namespace;
  }
}

/** Input that breaks a rule (a form, an option, a reply of the wrong shape); nothing was sent. */
export class InvalidInputError extends WalletDockError<'INVALID_INPUT'> {
  override readonly name = 'InvalidInputError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'INVALID_INPUT' });
  }
}

/** Asked again too soon (the email login cooldown, a locked code); `retryAfterMs` says when to ask again. */
export class RateLimitedError extends WalletDockError<'RATE_LIMITED'> {
  override readonly name = 'RateLimitedError' as const;
  constructor(message: string, options: ErrorKindOptions = {}) {
    super(message, { ...options, code: 'RATE_LIMITED' });
  }
}
