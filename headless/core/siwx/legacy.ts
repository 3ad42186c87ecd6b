// The legacy `siweConfig` option (Sign-In With Ethereum only), mapped onto the `siwx` interface so
// the flow has one code path; and the rule that a host may set only one of the two.
import { getAddress } from 'viem';
import { InvalidInputError } from '../model/errors/validation';
import { UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { SIWE_REQUIRED_DEFAULT } from '../instance/options';
import { createSiwxMessage, splitSiwxChainId } from './message';
import type { Cacao, SIWXConfig, SIWXMessageData, SIWXSession } from './types';

/** The session a legacy siweConfig reports: who is signed in, on which numeric chain. */
export interface SIWESession {
  address: string;
  chainId: number;
}

/** Message parameters a legacy siweConfig supplies. */
export interface SIWEMessageParams {
  domain: string;
  uri: string;
  statement?: string;
  resources?: string[];
  expiry?: number;
  notBefore?: string;
  requestId?: string;
}

/** The legacy `siweConfig` option (eip155 only). */
export interface SIWEConfig {
  getMessageParams: () => Promise<SIWEMessageParams>;
  getNonce: (address?: string) => Promise<string>;
  /** Builds the text; if absent the standard EIP-4361 text is used. */
  createMessage?: (args: SIWXMessageData & { address: string }) => string;
  verifyMessage: (args: { message: string; signature: string; cacao?: Cacao }) => Promise<boolean>;
  getSession: () => Promise<SIWESession | null>;
  signOut: () => Promise<boolean>;
  onSignIn?: (session?: SIWESession) => void;
  onSignOut?: () => void;
  /** Sign-in required to stay connected (default true, as the legacy option behaved). */
  required?: boolean;
  signOutOnDisconnect?: boolean;
}

/** Maps a legacy siweConfig onto the siwx interface. */
export function siweConfigToSiwx(siwe: SIWEConfig): SIWXConfig {
  const getNonce = (input: { accountAddress: string }) => siwe.getNonce(input.accountAddress);
  const addSession = async (session: SIWXSession): Promise<void> => {
    const ok = await siwe.verifyMessage({
      message: session.message,
      signature: session.signature,
      cacao: session.cacao,
    });
    if (!ok) throw new InvalidInputError('Invalid sign-in session: invalid-signature');
    const chainId = Number(splitSiwxChainId(session.data.chainId).reference);
    siwe.onSignIn?.({ address: session.data.accountAddress, chainId });
  };
  const signOut = async (): Promise<void> => {
    await siwe.signOut();
    siwe.onSignOut?.();
  };
  return {
    getNonce,
    async createMessage(input) {
      const { namespace } = splitSiwxChainId(input.chainId);
      if (namespace !== 'eip155') throw new UnsupportedError(ErrorMessages.chainNotSupported);
      const params = await siwe.getMessageParams();
      const now = Date.now();
      const data: SIWXMessageData = {
        accountAddress: getAddress(input.accountAddress),
        chainId: input.chainId,
        domain: params.domain,
        uri: params.uri,
        version: '1',
        nonce: await getNonce(input),
        issuedAt: new Date(now).toISOString(),
        ...(params.expiry ? { expirationTime: new Date(now + params.expiry).toISOString() } : {}),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.notBefore ? { notBefore: params.notBefore } : {}),
        ...(params.requestId ? { requestId: params.requestId } : {}),
        ...(params.resources?.length ? { resources: params.resources } : {}),
      };
      const message = siwe.createMessage
        ? siwe.createMessage({ ...data, address: `${input.chainId}:${data.accountAddress}` })
        : createSiwxMessage(data);
      return { data, message };
    },
    addSession,
    async revokeSession(chainId, address) {
      const current = await siwe.getSession();
      if (current && matches(current, chainId, address)) await signOut();
    },
    async setSessions(sessions) {
      if (sessions.length === 0) return signOut();
      for (const session of sessions) await addSession(session);
    },
    async getSessions(chainId, address) {
      const current = await siwe.getSession();
      if (!current || !matches(current, chainId, address)) return [];
      // The legacy backend keeps the signed text itself; only the identity is known here.
      return [
        {
          data: { accountAddress: current.address, chainId, domain: '', uri: '', version: '1', nonce: '' },
          message: '',
          signature: '',
        },
      ];
    },
    getRequired: () => siwe.required ?? SIWE_REQUIRED_DEFAULT,
    signOutOnDisconnect: siwe.signOutOnDisconnect ?? true,
  };
}

function matches(session: SIWESession, chainId: string, address: string): boolean {
  return `eip155:${session.chainId}` === chainId && session.address.toLowerCase() === address.toLowerCase();
}

/** Options that may carry sign-in configuration. */
export interface SiwxOptions {
  siwx?: SIWXConfig;
  siweConfig?: SIWEConfig;
}

/** The effective siwx of the options: `siwx`, or `siweConfig` mapped; throws if both are set. */
export function resolveSiwx(options: SiwxOptions): SIWXConfig | undefined {
  if (options.siwx && options.siweConfig) {
    throw new InvalidInputError(ErrorMessages.bothSiweConfigAndSiwx);
  }
  if (options.siweConfig) return siweConfigToSiwx(options.siweConfig);
  return options.siwx;
}
