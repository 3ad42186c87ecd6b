// A real WalletConnect wallet for tests: @reown/walletkit over the test relay, signing with a
// viem account on the devnet (eip155), an ed25519 key (solana), and fixed addresses for
// bip122, polkadot and cosmos (approved, never asked to sign here).
import { Core } from '@walletconnect/core';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils';
import type { SessionTypes } from '@walletconnect/types';
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { z } from 'zod';
import { createMemoryWcStorage, type WcKeyValueStorage } from '../../../headless/core/walletconnect/storage';
import { devnetChainFor } from '../chain';

/** Accounts the wallet reports for namespaces it approves but does not sign in. */
const FIXED_ACCOUNTS: Record<string, (chain: string) => string> = {
  bip122: (chain) => `${chain}:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4`,
  polkadot: (chain) => `${chain}:5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY`,
  cosmos: (chain) => `${chain}:cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02`,
};

export type ProposalBehavior = 'approve' | 'reject';
export type RequestBehavior = 'approve' | 'reject' | 'hang';

export interface RelayWalletOptions {
  relayUrl: string;
  /** devnet signer; requests are sent to `rpcUrl` (chain 33322). */
  evm: { privateKey: Hex; rpcUrl: string };
  /** ed25519 secret key (32 bytes); a random one by default. */
  solanaSecretKey?: Uint8Array;
  storage?: WcKeyValueStorage;
  storagePrefix?: string;
}

export interface RelayWallet {
  readonly kit: InstanceType<typeof WalletKit>;
  readonly evmAddress: Hex;
  readonly solanaAddress: string;
  readonly solanaPublicKey: Uint8Array;
  /** Pairs with a `wc:` URI shown by the dApp. */
  pair(uri: string): Promise<void>;
  /** Resolves with the next session proposal the wallet handled. */
  nextProposal(): Promise<WalletKitTypes.SessionProposal>;
  setProposalBehavior(behavior: ProposalBehavior): void;
  setRequestBehavior(method: string, behavior: RequestBehavior): void;
  /** Methods the wallet was asked to run, in order. */
  readonly requests: string[];
  sessions(): SessionTypes.Struct[];
  /** Wallet-initiated disconnect of every active session. */
  disconnectAll(): Promise<void>;
  close(): Promise<void>;
}

const personalSignParams = z.tuple([z.string(), z.string()]);
const txParams = z.tuple([
  z.object({
    from: z.string(),
    to: z.string().optional(),
    value: z.string().optional(),
    data: z.string().optional(),
    gas: z.string().optional(),
  }),
]);
const solanaSignParams = z.object({ message: z.string(), pubkey: z.string() });

/** Starts a WalletKit wallet connected to the relay at `relayUrl`. */
export async function createRelayWallet(options: RelayWalletOptions): Promise<RelayWallet> {
  const account = privateKeyToAccount(options.evm.privateKey);
  const chain = devnetChainFor(options.evm.rpcUrl);
  const walletClient = createWalletClient({ account, chain, transport: http(options.evm.rpcUrl) });
  const solanaSecret = options.solanaSecretKey ?? ed25519.utils.randomSecretKey();
  const solanaPublicKey = ed25519.getPublicKey(solanaSecret);
  const solanaAddress = base58.encode(solanaPublicKey);

  const core = new Core({
    projectId: '',
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? `wallet-${Math.random().toString(36).slice(2)}`,
    storage: options.storage ?? createMemoryWcStorage(),
    telemetryEnabled: false,
  } as ConstructorParameters<typeof Core>[0]);
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Relay Test Wallet',
      description: 'walletkit over the test relay',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });

  let proposalBehavior: ProposalBehavior = 'approve';
  const requestBehavior = new Map<string, RequestBehavior>();
  const requests: string[] = [];
  const proposalWaiters: ((p: WalletKitTypes.SessionProposal) => void)[] = [];

  const accountFor = (namespace: string, chainId: string): string | undefined => {
    if (namespace === 'eip155') return `${chainId}:${account.address}`;
    if (namespace === 'solana') return `${chainId}:${solanaAddress}`;
    return FIXED_ACCOUNTS[namespace]?.(chainId);
  };

  kit.on('session_proposal', async (proposal) => {
    try {
      if (proposalBehavior === 'reject') {
        await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
        return;
      }
      const requested = { ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces };
      const namespaces: SessionTypes.Namespaces = {};
      for (const [key, ns] of Object.entries(requested)) {
        const namespace = key.split(':')[0] ?? key;
        const chains = (ns.chains ?? (key.includes(':') ? [key] : [])).filter(
          (c) => accountFor(namespace, c) !== undefined,
        );
        if (!chains.length) continue;
        const previous = namespaces[namespace];
        namespaces[namespace] = {
          chains: [...(previous?.chains ?? []), ...chains],
          methods: [...new Set([...(previous?.methods ?? []), ...ns.methods])],
          events: [...new Set([...(previous?.events ?? []), ...ns.events])],
          accounts: [...(previous?.accounts ?? []), ...chains.map((c) => accountFor(namespace, c) as string)],
        };
      }
      await kit.approveSession({ id: proposal.id, namespaces });
    } finally {
      proposalWaiters.shift()?.(proposal);
    }
  });

  // One-click auth: sign the sign client's rendering of the payload for each approved chain.
  kit.on('session_authenticate', async (event) => {
    const { authPayload } = event.params;
    if (proposalBehavior === 'reject') {
      await kit.rejectSessionAuthenticate({ id: event.id, reason: getSdkError('USER_REJECTED') });
      return;
    }
    const chains = authPayload.chains.filter((c) => c.startsWith('eip155:'));
    const payload = populateAuthPayload({
      authPayload,
      chains,
      methods: authPayload.resources ? ['personal_sign', 'eth_sendTransaction'] : [],
    });
    const auths = [];
    for (const chain of chains) {
      const iss = `did:pkh:${chain}:${account.address}`;
      const message = kit.formatAuthMessage({ request: payload, iss });
      const signature = await account.signMessage({ message });
      auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss));
    }
    await kit.approveSessionAuthenticate({ id: event.id, auths });
  });

  kit.on('session_request', async (event) => {
    const { topic, id, params } = event;
    const { method, params: args } = params.request;
    requests.push(method);
    const behavior = requestBehavior.get(method) ?? 'approve';
    if (behavior === 'hang') return;
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } as never });
    if (behavior === 'reject') {
      await respond({ error: getSdkError('USER_REJECTED') });
      return;
    }
    try {
      await respond({ result: await run(method, args) });
    } catch (error) {
      await respond({ error: { code: -32603, message: (error as Error).message } });
    }
  });

  async function run(method: string, args: unknown): Promise<unknown> {
    switch (method) {
      case 'personal_sign': {
        const [message] = personalSignParams.parse(args);
        return account.signMessage({ message: { raw: message as Hex } });
      }
      case 'eth_sendTransaction': {
        const [tx] = txParams.parse(args);
        return walletClient.sendTransaction({
          to: tx.to as Hex | undefined,
          value: tx.value ? BigInt(tx.value) : undefined,
          data: tx.data as Hex | undefined,
          gas: tx.gas ? BigInt(tx.gas) : undefined,
        });
      }
      case 'solana_signMessage': {
        const { message } = solanaSignParams.parse(args);
        return { signature: base58.encode(ed25519.sign(base58.decode(message), solanaSecret)) };
      }
      default:
        throw new Error(`Unsupported method ${method}`);
    }
  }

  return {
    kit,
    evmAddress: account.address,
    solanaAddress,
    solanaPublicKey,
    requests,
    pair: async (uri) => {
      await kit.pair({ uri });
    },
    nextProposal: () => new Promise((resolve) => proposalWaiters.push(resolve)),
    setProposalBehavior: (behavior) => {
      proposalBehavior = behavior;
    },
    setRequestBehavior: (method, behavior) => {
      requestBehavior.set(method, behavior);
    },
    sessions: () => Object.values(kit.getActiveSessions()),
    disconnectAll: async () => {
      for (const session of Object.values(kit.getActiveSessions())) {
        await kit.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') });
      }
    },
    close: async () => {
      await kit.core.relayer.transportClose().catch(() => undefined);
    },
  };
}
