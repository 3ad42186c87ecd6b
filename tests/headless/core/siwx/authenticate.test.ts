// One-click auth seam: CACAOs from universal-provider `authenticate` become verified sessions.
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@walletconnect/utils';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { memoryStorage } from 'walletdock';
import {
  addSessionsFromCacaos,
  authenticateWithUniversalProvider,
  cacaoToSession,
  canUseUniversalAuth,
  createDefaultSiwx,
  createUniversalAuthParams,
  type UniversalAuthParams,
} from 'walletdock/siwx';

const siwxFor = () =>
  createDefaultSiwx({
    storage: memoryStorage(),
    domain: 'app.example.com',
    uri: 'https://app.example.com/',
    statement: 'Sign in',
  });

/** What a wallet answers to `authenticate`: one CACAO per chain, signed with EIP-191 (WalletConnect's own formatter). */
async function walletAuthenticate(params: UniversalAuthParams, privateKey: `0x${string}`) {
  const account = privateKeyToAccount(privateKey);
  const iat = new Date().toISOString();
  return Promise.all(
    params.chains.map(async (chain) => {
      const iss = `did:pkh:${chain}:${account.address}`;
      const p = {
        iss,
        domain: params.domain,
        aud: params.uri,
        version: '1',
        nonce: params.nonce,
        iat,
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.exp ? { exp: params.exp } : {}),
      };
      const message = formatMessage(p, iss);
      return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: await account.signMessage({ message }) } };
    }),
  );
}

describe('universal-provider authentication seam', () => {
  it('applies only when every chain is eip155', () => {
    expect(canUseUniversalAuth(['eip155:1', 'eip155:33322'])).toBe(true);
    expect(canUseUniversalAuth(['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'])).toBe(false);
    expect(canUseUniversalAuth([])).toBe(false);
  });

  it('rebuilds exactly the text the wallet signed (same as @walletconnect/utils formatMessage) and stores verified sessions', async () => {
    const siwx = siwxFor();
    const params = await createUniversalAuthParams(siwx, ['eip155:1', 'eip155:33322']);
    expect(params).toMatchObject({
      chains: ['eip155:1', 'eip155:33322'],
      domain: 'app.example.com',
      uri: 'https://app.example.com/',
      statement: 'Sign in',
    });
    expect(params.nonce).toMatch(/^[a-zA-Z0-9]{22}$/);
    const privateKey = generatePrivateKey();
    const address = privateKeyToAccount(privateKey).address;
    const cacaos = await walletAuthenticate(params, privateKey);

    for (const cacao of cacaos) expect(cacaoToSession(cacao).message).toBe(formatMessage(cacao.p, cacao.p.iss));
    const sessions = await addSessionsFromCacaos(siwx, cacaos);
    expect(sessions.map((s) => s.data.chainId)).toEqual(['eip155:1', 'eip155:33322']);
    expect(await siwx.getSessions('eip155:1', address)).toHaveLength(1);
    expect((await siwx.getSessions('eip155:33322', address))[0]?.cacao).toEqual(cacaos[1]);
  });

  it('refuses a CACAO whose signature does not match and one without aud or uri', async () => {
    const siwx = siwxFor();
    const params = await createUniversalAuthParams(siwx, ['eip155:1']);
    const [cacao] = await walletAuthenticate(params, generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey()).address;
    const stolen = { ...cacao!, p: { ...cacao!.p, iss: `did:pkh:eip155:1:${other}` } };
    await expect(addSessionsFromCacaos(siwx, [stolen])).rejects.toThrow('invalid-signature');
    const { aud: _aud, ...noAud } = cacao!.p;
    expect(() => cacaoToSession({ ...cacao!, p: noAud })).toThrow('Malformed CACAO');
  });

  it('authenticateWithUniversalProvider shows "Authenticating...", stores sessions; on failure disconnects and rethrows', async () => {
    const siwx = siwxFor();
    const privateKey = generatePrivateKey();
    const shown: string[] = [];
    let disconnected = 0;
    const provider = {
      authenticate: async (params: UniversalAuthParams) => ({ auths: await walletAuthenticate(params, privateKey) }),
    };
    const ok = await authenticateWithUniversalProvider({
      siwx,
      provider,
      chains: ['eip155:33322'],
      showLoading: (m) => shown.push(m),
      disconnect: async () => void disconnected++,
    });
    expect(ok).toBe(true);
    expect(shown).toEqual(['Authenticating...']);
    expect(await siwx.getSessions('eip155:33322', privateKeyToAccount(privateKey).address)).toHaveLength(1);
    expect(disconnected).toBe(0);

    const failing = { authenticate: async () => Promise.reject(new Error('User rejected')) };
    await expect(
      authenticateWithUniversalProvider({
        siwx,
        provider: failing,
        chains: ['eip155:1'],
        showLoading: () => undefined,
        disconnect: async () => void disconnected++,
      }),
    ).rejects.toThrow('User rejected');
    expect(disconnected).toBe(1);
    expect(
      await authenticateWithUniversalProvider({
        siwx,
        provider: failing,
        chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
        showLoading: () => undefined,
        disconnect: async () => undefined,
      }),
    ).toBe(false);
  });
});
