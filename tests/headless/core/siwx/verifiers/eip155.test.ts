// eip155 sessions signed on the devnet and verified on both sides: the client verifier (what
// createDefaultSiwx uses) and walletdock/server's verifySiwxSession.
import { beforeAll, describe, expect, it, inject } from 'vitest';
import {
  encodeFunctionData,
  keccak256,
  stringToHex,
  serializeErc6492Signature,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import {
  memoryStorage,
  createSiwxMessage,
  generateSiwxNonce,
  type SIWXMessageData,
  type SIWXSession,
} from 'walletdock';
import { checkSignatureViaGateway, createDefaultSiwx, createEip155Verifier } from 'walletdock/siwx';
import { createSiwxNonceStore, verifySiwxSession } from 'walletdock/server';
import { createTestWallet, defineDevnetChain } from 'walletdock/testing';
import { smartAccountFactoryAbi } from '../../../../../faucet/devnet/artifacts';
import { DEVNET_MNEMONIC } from '../../../../../faucet/devnet/anvil';
import { testPublicClient } from '../../../../support/chain';

const rpcUrl = inject('rpcUrl');
const contracts = inject('contracts');
const client = testPublicClient(rpcUrl);
const owner = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: 0 });
const DOMAIN = 'app.example.com';

function messageData(address: Address, nonce: string, patch: Partial<SIWXMessageData> = {}): SIWXMessageData {
  const now = Date.now();
  return {
    accountAddress: address,
    chainId: 'eip155:33322',
    domain: DOMAIN,
    uri: `https://${DOMAIN}/login`,
    version: '1',
    nonce,
    statement: 'Sign in to Example.',
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 3_600_000).toISOString(),
    ...patch,
  };
}

/** Signs through the test wallet's EIP-1193 personal_sign, as a browser wallet would. */
async function signWithTestWallet(privateKey: Hex, data: SIWXMessageData): Promise<SIWXSession> {
  const wallet = createTestWallet({ privateKey, rpcUrl, chains: [defineDevnetChain(rpcUrl)] });
  const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as [Address];
  const message = createSiwxMessage(data);
  const signature = (await wallet.request({ method: 'personal_sign', params: [stringToHex(message), address] })) as Hex;
  return { data, message, signature };
}

async function signAsSmartAccountOwner(data: SIWXMessageData): Promise<SIWXSession> {
  const message = createSiwxMessage(data);
  return { data, message, signature: await owner.signMessage({ message }) };
}

const withClient = createEip155Verifier({ getPublicClient: (id) => (id === 33322 ? client : undefined) });
const offline = createEip155Verifier();

describe('eip155 EOA session (test wallet)', () => {
  const privateKey = generatePrivateKey();
  const address = privateKeyToAccount(privateKey).address;
  let session: SIWXSession;
  let nonce: string;
  beforeAll(async () => {
    nonce = generateSiwxNonce();
    session = await signWithTestWallet(privateKey, messageData(address, nonce));
  });

  it('verifies on the client (with and without a node) and on the server', async () => {
    expect(await withClient.verify(session)).toBe(true);
    expect(await offline.verify(session)).toBe(true);
    const result = await verifySiwxSession(session, { domain: DOMAIN, nonce, rpcUrl });
    expect(result).toMatchObject({ valid: true, address, chainId: 'eip155:33322' });
    expect(
      await verifySiwxSession(session, { domain: DOMAIN, nonce, publicClient: client, chainId: 'eip155:33322' }),
    ).toMatchObject({ valid: true });
  });

  it('rejects each broken rule with its reason', async () => {
    const opts = { domain: DOMAIN, nonce, publicClient: client };
    expect(await verifySiwxSession(session, { ...opts, domain: 'evil.example.com' })).toEqual({
      valid: false,
      reason: 'domain-mismatch',
    });
    expect(await verifySiwxSession(session, { ...opts, nonce: generateSiwxNonce() })).toEqual({
      valid: false,
      reason: 'nonce-mismatch',
    });
    expect(await verifySiwxSession(session, { ...opts, now: Date.parse(session.data.expirationTime!) + 1 })).toEqual({
      valid: false,
      reason: 'expired',
    });
    expect(await verifySiwxSession(session, { ...opts, chainId: 'eip155:1' })).toEqual({
      valid: false,
      reason: 'chain-mismatch',
    });
    expect(await verifySiwxSession({ nope: true }, opts)).toEqual({ valid: false, reason: 'malformed' });
    expect(await verifySiwxSession({ ...session, data: { ...session.data, domain: 'bad domain!' } }, opts)).toEqual({
      valid: false,
      reason: 'malformed',
    });

    // The text was edited after signing (data left alone): the two no longer agree.
    const edited = { ...session, message: session.message.replace('Sign in to Example.', 'Sign in to Evil.') };
    expect(await verifySiwxSession(edited, opts)).toEqual({ valid: false, reason: 'message-mismatch' });
    // Text and data edited together: the signature no longer covers them.
    const forgedData = { ...session.data, expirationTime: new Date(Date.now() + 365 * 86_400_000).toISOString() };
    const forged = { ...session, data: forgedData, message: createSiwxMessage(forgedData) };
    expect(await verifySiwxSession(forged, opts)).toEqual({ valid: false, reason: 'invalid-signature' });
    expect(await withClient.verify(forged)).toBe(false);
    expect(await offline.verify(forged)).toBe(false);
    // Someone else's address with this signature.
    const stranger = messageData(privateKeyToAccount(generatePrivateKey()).address, nonce);
    expect(
      await verifySiwxSession(
        { data: stranger, message: createSiwxMessage(stranger), signature: session.signature },
        opts,
      ),
    ).toEqual({
      valid: false,
      reason: 'invalid-signature',
    });
  });

  it('rejects a not-yet-valid session and one signed for another chain', async () => {
    const future = await signWithTestWallet(
      privateKey,
      messageData(address, nonce, { notBefore: new Date(Date.now() + 60_000).toISOString() }),
    );
    expect(await verifySiwxSession(future, { domain: DOMAIN, nonce, publicClient: client })).toEqual({
      valid: false,
      reason: 'not-yet-valid',
    });
    expect(
      await verifySiwxSession(future, { domain: DOMAIN, nonce, publicClient: client, now: Date.now() + 120_000 }),
    ).toMatchObject({ valid: true });
    // Signed for mainnet, presented to a server whose node is the devnet.
    const mainnet = await signWithTestWallet(privateKey, messageData(address, nonce, { chainId: 'eip155:1' }));
    expect(await verifySiwxSession(mainnet, { domain: DOMAIN, nonce, publicClient: client })).toEqual({
      valid: false,
      reason: 'chain-mismatch',
    });
  });

  it('accepts a server nonce once: a replay of the same signed session is refused', async () => {
    const store = createSiwxNonceStore();
    const serverNonce = store.issue();
    const signed = await signWithTestWallet(privateKey, messageData(address, serverNonce));
    const opts = { domain: DOMAIN, nonce: (n: string) => store.consume(n), publicClient: client };
    expect(await verifySiwxSession(signed, opts)).toMatchObject({ valid: true });
    expect(await verifySiwxSession(signed, opts)).toEqual({ valid: false, reason: 'nonce-mismatch' });
    // A nonce the server never issued.
    const unknown = await signWithTestWallet(privateKey, messageData(address, generateSiwxNonce()));
    expect(await verifySiwxSession(unknown, opts)).toEqual({ valid: false, reason: 'nonce-mismatch' });
  });
});

describe('eip155 smart accounts', () => {
  it('verifies the deployed ERC-1271 smart account (owner personal_sign) on both sides', async () => {
    expect(contracts.smartAccountOwner).toBe(owner.address);
    const nonce = generateSiwxNonce();
    const session = await signAsSmartAccountOwner(messageData(contracts.smartAccount, nonce));
    expect(await withClient.verify(session)).toBe(true);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce, rpcUrl })).toMatchObject({
      valid: true,
      address: contracts.smartAccount,
    });
    // Without a node the offline check cannot see the contract: it must not accept the owner's key as the account.
    expect(await offline.verify(session)).toBe(false);
    // A key that is not the owner.
    const other = privateKeyToAccount(generatePrivateKey());
    const wrong = { ...session, signature: await other.signMessage({ message: session.message }) };
    expect(await withClient.verify(wrong)).toBe(false);
    expect(await verifySiwxSession(wrong, { domain: DOMAIN, nonce, rpcUrl })).toEqual({
      valid: false,
      reason: 'invalid-signature',
    });
  });

  it('verifies an ERC-6492 counterfactual account that is not deployed', async () => {
    const salt = keccak256(toHex(generateSiwxNonce()));
    const counterfactual = await client.readContract({
      address: contracts.smartAccountFactory,
      abi: smartAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    });
    expect(await client.getCode({ address: counterfactual })).toBeUndefined();
    const nonce = generateSiwxNonce();
    const data = messageData(counterfactual, nonce);
    const message = createSiwxMessage(data);
    const signature = serializeErc6492Signature({
      address: contracts.smartAccountFactory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await owner.signMessage({ message }),
    });
    const session = { data, message, signature };
    expect(await withClient.verify(session)).toBe(true);
    expect(await verifySiwxSession(session, { domain: DOMAIN, nonce, publicClient: client })).toMatchObject({
      valid: true,
    });
    expect(await client.getCode({ address: counterfactual })).toBeUndefined(); // verification deploys nothing
    const other = privateKeyToAccount(generatePrivateKey());
    const forged = serializeErc6492Signature({
      address: contracts.smartAccountFactory,
      data: encodeFunctionData({ abi: smartAccountFactoryAbi, functionName: 'deploy', args: [owner.address, salt] }),
      signature: await other.signMessage({ message }),
    });
    expect(await withClient.verify({ ...session, signature: forged })).toBe(false);
  });

  it('runs the ERC-1271 signature check against a JSON-RPC gateway (eth_call isValidSignature == 0x1626ba7e)', async () => {
    const session = await signAsSmartAccountOwner(messageData(contracts.smartAccount, generateSiwxNonce()));
    const requests: Array<{ url: string; body: unknown }> = [];
    const recordingFetch: typeof fetch = async (url, init) => {
      requests.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return fetch(url, init);
    };
    const gateway = { url: rpcUrl, projectId: 'test-project', fetch: recordingFetch };
    const check = (signature: Hex) =>
      checkSignatureViaGateway({
        gateway,
        chainId: 'eip155:33322',
        address: contracts.smartAccount,
        message: session.message,
        signature,
      });
    expect(await check(session.signature as Hex)).toBe(true);
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('chainId')).toBe('eip155:33322');
    expect(url.searchParams.get('projectId')).toBe('test-project');
    expect(requests[0]!.body).toMatchObject({
      jsonrpc: '2.0',
      method: 'eth_call',
      params: [{ to: contracts.smartAccount }, 'latest'],
    });
    expect((requests[0]!.body as { id: unknown }).id).toEqual(expect.any(Number));

    const stranger = await privateKeyToAccount(generatePrivateKey()).signMessage({ message: session.message });
    expect(await check(stranger)).toBe(false);
    // A failing gateway is a failed check, not an exception.
    expect(
      await checkSignatureViaGateway({
        gateway: { url: 'http://127.0.0.1:9/', projectId: 'x' },
        chainId: 'eip155:33322',
        address: contracts.smartAccount,
        message: session.message,
        signature: session.signature as Hex,
      }),
    ).toBe(false);
    // The verifier falls back to the gateway when it has no public client.
    expect(await createEip155Verifier({ gateway }).verify(session)).toBe(true);
  });

  it('the default siwx stores a smart account session only when it has a public client (or the gateway)', async () => {
    const session = await signAsSmartAccountOwner(messageData(contracts.smartAccount, generateSiwxNonce()));
    const offlineSiwx = createDefaultSiwx({ storage: memoryStorage() });
    await expect(offlineSiwx.addSession(session)).rejects.toThrow('invalid-signature');
    const online = createDefaultSiwx({ storage: memoryStorage(), getPublicClient: () => client });
    await online.addSession(session);
    expect(await online.getSessions('eip155:33322', contracts.smartAccount)).toEqual([session]);
    const viaGateway = createDefaultSiwx({ storage: memoryStorage(), gateway: { url: rpcUrl, projectId: 'p' } });
    await viaGateway.addSession(session);
    expect(await viaGateway.getSessions('eip155:33322', contracts.smartAccount)).toHaveLength(1);
  });
});
