// The embedded wallet's eip155 side as a wagmi connector (listed as the AUTH connector), so walletdock's eip155
// adapter — and a host's own wagmi hooks on a host's wagmi config — sign and send through the frame like through any
// wallet. Its EIP-1193 provider hands every request to the frame (not-safe ones wait for the user's click there).
// Nothing here loads the frame unless the wallet is used: reconnecting looks at the device's login flag first.
import type { CreateConnectorFn } from '@wagmi/core';
import type { Address, Chain } from 'viem';
import { eip155ChainNumber } from '../model/caip';
import { EMBEDDED_WAGMI_TYPE } from '../model/constants';
import { ChainNotConfiguredError, ConnectorNotConnectedError } from '../model/errors/connector';
import * as ErrorMessages from '../model/error-messages';
import { AUTH_CONNECTOR_ID, type EmbeddedWallet, type FrameUser } from './types';

/** An EIP-1193 error: the wallet RPC code and its message (viem maps 4001 to a user rejection, and so on). */
export class EmbeddedProviderError extends Error {
  override readonly name = 'EmbeddedProviderError';
  constructor(
    message: string,
    readonly code: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** What the provider rethrows: the frame's RPC code when it gave one (4001 rejected, 4100, 4200, 4902…). */
export function toProviderError(error: unknown): EmbeddedProviderError {
  if (error instanceof EmbeddedProviderError) return error;
  const e = error as { message?: unknown; rpcCode?: unknown; code?: unknown };
  const code = typeof e?.rpcCode === 'number' ? e.rpcCode : e?.code === 'USER_REJECTED' ? 4001 : -32603;
  return new EmbeddedProviderError(typeof e?.message === 'string' ? e.message : ErrorMessages.anErrorOccurred, code, {
    cause: error,
  });
}

/** A minimal EIP-1193 provider (what wagmi's connector client transport calls). */
export interface EmbeddedEip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

export { EMBEDDED_WAGMI_TYPE };

/** The user's eip155 address: their preferred account type's (smart account or EOA). */
const eip155Account = (user: FrameUser) => {
  const eip155 = user.accounts.filter((a) => a.namespace === 'eip155');
  return (eip155.find((a) => a.type === user.preferredAccountType) ?? eip155[0])?.address as Address | undefined;
};

/** The wagmi connector of an instance's embedded wallet. */
export function embeddedWagmiConnector(wallet: EmbeddedWallet): CreateConnectorFn<EmbeddedEip1193Provider> {
  return (config) => {
    // The connector's own network: the frame answers each request on the chain it names.
    let chainId: number | undefined;
    let connected = false;
    const requireUser = () => {
      const user = wallet.store.getState().user;
      if (!user || !eip155Account(user)) throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
      return user;
    };
    const currentChain = () => chainId ?? config.chains[0].id;
    const provider: EmbeddedEip1193Provider = {
      request: ({ method, params }) =>
        wallet
          .load()
          .then((c) => c.request(`eip155:${currentChain()}`, method, params))
          .catch((error: unknown) => {
            throw toProviderError(error);
          }),
    };
    const moveTo = async (target: number) => {
      const controller = await wallet.load();
      await controller.switchNetwork(`eip155:${target}`);
      chainId = target;
    };

    return {
      id: AUTH_CONNECTOR_ID,
      name: wallet.options.name,
      type: EMBEDDED_WAGMI_TYPE,
      async setup() {
        // The frame's changes (another account, a network switched by an RPC request, the session ended).
        let last = wallet.store.getState().user;
        wallet.store.subscribe(() => {
          const user = wallet.store.getState().user;
          if (user === last) return;
          const before = last;
          last = user;
          if (!connected) return;
          if (!user) {
            connected = false;
            config.emitter.emit('disconnect');
            return;
          }
          const address = eip155Account(user);
          if (address && address !== (before && eip155Account(before)))
            config.emitter.emit('change', { accounts: [address] });
          if (user.chainId.startsWith('eip155:') && eip155ChainNumber(user.chainId) !== chainId) {
            chainId = eip155ChainNumber(user.chainId);
            config.emitter.emit('change', { chainId });
          }
        });
      },
      async connect(parameters) {
        const user = parameters?.isReconnecting ? await wallet.restore() : requireUser();
        const address = user && eip155Account(user);
        if (!address) throw new ConnectorNotConnectedError(ErrorMessages.connectorNotConnected);
        if (parameters?.chainId) await moveTo(parameters.chainId);
        else if (user.chainId.startsWith('eip155:')) chainId = eip155ChainNumber(user.chainId);
        else await moveTo(currentChain());
        connected = true;
        const accounts = [address] as const;
        const value = parameters?.withCapabilities ? accounts.map((a) => ({ address: a, capabilities: {} })) : accounts;
        return { accounts: value, chainId: currentChain() } as never;
      },
      async disconnect() {
        connected = false;
        await wallet.signOut();
      },
      async getAccounts() {
        const user = wallet.store.getState().user;
        const address = user && eip155Account(user);
        return address ? [address] : [];
      },
      async getChainId() {
        return currentChain();
      },
      async getProvider() {
        return provider;
      },
      async isAuthorized() {
        return Boolean(await wallet.restore().catch(() => null));
      },
      async switchChain({ chainId: target }) {
        const chain = config.chains.find((c) => c.id === target);
        if (!chain) throw new ChainNotConfiguredError(ErrorMessages.chainNotConfigured);
        await moveTo(target);
        config.emitter.emit('change', { chainId: target });
        return chain as Chain;
      },
      onAccountsChanged(accounts) {
        config.emitter.emit('change', { accounts: accounts as Address[] });
      },
      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) });
      },
      onDisconnect() {
        connected = false;
        config.emitter.emit('disconnect');
      },
    };
  };
}
