// The frame page's approval gate on its own, with the wallet's real keys (page/keys.ts): the gate asks before it hands
// any handler a signer, hands none when the user rejects, refuses a method on neither list even if one reached it
// (the page's protocol parser refuses those first; the gate does not rely on it), and hands no signer of another
// account than the one the user approved for.
import { bytesToHex, verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { EIP155_NOT_SAFE_METHODS } from '../../../../../../headless/core/embedded/rpc-methods';
import type { FrameNetwork } from '../../../../../../headless/server/frame/api-schemas';
import { deriveKeys, newSecret, type WalletKeys } from '../../../../../../headless/server/frame/page/keys';
import { createRpcGate } from '../../../../../../headless/server/frame/page/rpc/gate';
import type { RpcContext } from '../../../../../../headless/server/frame/page/rpc/handler';

const chain: FrameNetwork = {
  id: 'eip155:33322',
  name: 'Avent Testnet',
  rpcUrl: 'http://127.0.0.1:1',
  nativeCurrency: { name: 'Avent', symbol: 'AVENT', decimals: 18 },
};
const message = bytesToHex(new TextEncoder().encode('hello'));

/** A gate over `keys` whose screen answers `answer`; records what was shown and which signers were handed out. */
function gateFor(keys: { current: WalletKeys | undefined }, answer: boolean) {
  const shown: string[] = [];
  const handed: string[] = [];
  const ctx: RpcContext = {
    chains: [chain],
    account: async () => (keys.current ? { type: 'eoa', address: keys.current.eip155.address } : undefined),
    switchChain: () => undefined,
    callsStatus: async () => undefined,
    smartAccountChanged: async () => undefined,
    paymaster: () => undefined,
    sponsorship: false,
    smartSessions: () => undefined,
  };
  const rpc = createRpcGate({
    ctx,
    signers: {
      eip155: () => (handed.push('eip155'), keys.current?.eip155),
      solana: () => (handed.push('solana'), keys.current?.solana),
      smartAccount: async () => (handed.push('smartAccount'), undefined),
    },
    approve: async (view) => (shown.push(view.title), answer),
    assertAlive: async () => undefined,
  });
  return { rpc, shown, handed };
}

describe('the approval gate', () => {
  it('asks for every not-safe method before any signer is handed out; a rejection hands none', async () => {
    const keys = { current: await deriveKeys(newSecret()) };
    const { rpc, shown, handed } = gateFor(keys, false);
    const params: Record<string, unknown> = {
      personal_sign: [message, keys.current.eip155.address],
      eth_signTypedData_v4: [
        keys.current.eip155.address,
        { types: { M: [{ name: 'a', type: 'string' }] }, primaryType: 'M', domain: {}, message: { a: 'x' } },
      ],
      eth_sendTransaction: [{ to: keys.current.eip155.address, value: '0x1' }],
      wallet_sendCalls: [{ version: '2.0.0', calls: [{ to: keys.current.eip155.address }] }],
      wallet_grantPermissions: [{}],
      wallet_revokePermissions: [{}],
      eth_sendUserOperation: [{}, keys.current.eip155.address],
    };
    for (const method of EIP155_NOT_SAFE_METHODS) {
      await expect(rpc(chain, method, params[method]), method).rejects.toMatchObject({ rpcCode: 4001 });
    }
    expect(shown).toHaveLength(EIP155_NOT_SAFE_METHODS.length);
    expect(handed).toEqual([]);
  });

  it('an approved signature is made by the approved account; another login meanwhile gets nothing signed (4100)', async () => {
    const keys = { current: await deriveKeys(newSecret()) };
    const approved = gateFor(keys, true);
    const signature = (await approved.rpc(chain, 'personal_sign', [
      message,
      keys.current.eip155.address,
    ])) as `0x${string}`;
    expect(await verifyMessage({ address: keys.current.eip155.address, message: 'hello', signature })).toBe(true);
    expect(approved.handed).toEqual(['eip155']);

    // The screen was up for one account when another user logged in: the approval does not carry over to them.
    const first = keys.current.eip155.address;
    const switching = createRpcGate({
      ctx: {
        chains: [chain],
        account: async () => ({ type: 'eoa', address: first }),
        switchChain: () => undefined,
        callsStatus: async () => undefined,
        smartAccountChanged: async () => undefined,
        paymaster: () => undefined,
        sponsorship: false,
        smartSessions: () => undefined,
      },
      signers: { eip155: () => keys.current?.eip155, solana: () => undefined, smartAccount: async () => undefined },
      approve: async () => {
        keys.current = await deriveKeys(newSecret());
        return true;
      },
      assertAlive: async () => undefined,
    });
    await expect(switching(chain, 'personal_sign', [message, first])).rejects.toMatchObject({ rpcCode: 4100 });
  });

  it('refuses a method on neither list without asking or handing a signer ("Requested RPC call is not allowed", 4200)', async () => {
    const keys = { current: await deriveKeys(newSecret()) };
    const { rpc, shown, handed } = gateFor(keys, true);
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_signAnything', '__proto__']) {
      await expect(rpc(chain, method, [keys.current.eip155.address, message]), method).rejects.toMatchObject({
        rpcCode: 4200,
        message: 'Requested RPC call is not allowed',
      });
    }
    expect(shown).toEqual([]);
    expect(handed).toEqual([]);
  });
});
