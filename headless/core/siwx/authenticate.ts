// One-click auth seam for WalletConnect: build the
// `authenticate` request from the siwx option and turn the CACAOs a wallet returns into sessions.
import { namespaceDefinition } from '../namespaces/capabilities';
import { InvalidInputError } from '../model/errors/validation';
import { UnsupportedError } from '../model/errors/sdk';
import * as ErrorMessages from '../model/error-messages';
import { cacaoSchema } from './schemas';
import { createSiwxMessage } from './message';
import type { Cacao, SIWXConfig, SIWXMessageData, SIWXSession, SiwxChainId } from './types';

/** Request parameters of universal-provider `authenticate` (WalletConnect's AuthenticateParams shape). */
export interface UniversalAuthParams {
  chains: string[];
  domain: string;
  uri: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  exp?: string;
  nbf?: string;
  requestId?: string;
  methods?: string[];
}

/** Formats a CACAO payload to the text the wallet signed; pass @walletconnect/utils `formatMessage` to honour ReCaps. */
export type CacaoMessageFormatter = (payload: Cacao['p'], iss: string) => string;

/** True when one-click auth applies: every requested chain's namespace offers it (eip155). */
export function canUseUniversalAuth(chains: readonly string[]): boolean {
  return (
    chains.length > 0 &&
    chains.every((chain) => namespaceDefinition(chain.split(':')[0])?.walletConnect.oneClickAuth === true)
  );
}

/** Builds `authenticate` params from siwx.createMessage for the first chain (the wallet signs per chain). */
export async function createUniversalAuthParams(
  siwx: SIWXConfig,
  chains: readonly SiwxChainId[],
  options: { methods?: string[] } = {},
): Promise<UniversalAuthParams> {
  const first = chains[0];
  if (!first || !canUseUniversalAuth(chains)) throw new UnsupportedError(ErrorMessages.chainNotSupported);
  // The account is unknown before the wallet answers; the zero address stands in for message fields only.
  const { data } = await siwx.createMessage({
    chainId: first,
    accountAddress: '0x0000000000000000000000000000000000000000',
  });
  return {
    chains: [...chains],
    domain: data.domain,
    uri: data.uri,
    nonce: data.nonce,
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources ? { resources: data.resources } : {}),
    ...(data.expirationTime ? { exp: data.expirationTime } : {}),
    ...(data.notBefore ? { nbf: data.notBefore } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(options.methods ? { methods: options.methods } : {}),
  };
}

/** Converts one CACAO (did:pkh issuer) to a session; throws WalletDockError on a malformed CACAO. */
export function cacaoToSession(input: unknown, formatMessage?: CacaoMessageFormatter): SIWXSession {
  const parsed = cacaoSchema.safeParse(input);
  if (!parsed.success) throw new InvalidInputError('Malformed CACAO', { cause: parsed.error });
  const cacao = parsed.data;
  // iss = did:pkh:<namespace>:<reference>:<address> (CAIP-10 inside a DID).
  const match = /^did:pkh:([-a-z0-9]{3,8}):([-_a-zA-Z0-9]{1,64}):(.+)$/.exec(cacao.p.iss);
  if (!match) throw new InvalidInputError('Malformed CACAO issuer');
  const [, namespace, reference, accountAddress] = match as unknown as [string, string, string, string];
  const p = cacao.p;
  const data: SIWXMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain: p.domain,
    uri: (p.aud ?? p.uri) as string,
    version: p.version ?? '1',
    nonce: p.nonce,
    ...(p.iat ? { issuedAt: p.iat } : {}),
    ...(p.exp ? { expirationTime: p.exp } : {}),
    ...(p.nbf ? { notBefore: p.nbf } : {}),
    ...(p.statement ? { statement: p.statement } : {}),
    ...(p.requestId ? { requestId: p.requestId } : {}),
    ...(p.resources?.length ? { resources: p.resources } : {}),
  };
  const message = formatMessage ? formatMessage(p, p.iss) : createSiwxMessage(data);
  return { data, message, signature: cacao.s.s, cacao };
}

/**
 * Stores the sessions of a universal-provider `authenticate` result (`result.auths`, CACAOs) through
 * siwx.addSession, which verifies each one. Returns the stored sessions.
 */
export async function addSessionsFromCacaos(
  siwx: SIWXConfig,
  cacaos: readonly unknown[] | undefined,
  options: { formatMessage?: CacaoMessageFormatter } = {},
): Promise<SIWXSession[]> {
  const sessions = (cacaos ?? []).map((cacao) => cacaoToSession(cacao, options.formatMessage));
  for (const session of sessions) await siwx.addSession(session);
  return sessions;
}

/** The part of UniversalProvider the one-click flow needs. */
export interface UniversalAuthProvider {
  authenticate(
    params: UniversalAuthParams,
    walletUniversalLink?: string,
  ): Promise<{ auths?: readonly unknown[] } | undefined>;
}

/**
 * Runs one-click auth (sign-in during the WalletConnect pairing): only for all-eip155 chains; shows "Authenticating...", stores the
 * returned sessions; on failure disconnects and rethrows. Returns false when it does not apply.
 */
export async function authenticateWithUniversalProvider(args: {
  siwx: SIWXConfig;
  provider: UniversalAuthProvider;
  chains: readonly SiwxChainId[];
  showLoading(message: string): void;
  disconnect(): Promise<void>;
  methods?: string[];
  walletUniversalLink?: string;
  formatMessage?: CacaoMessageFormatter;
}): Promise<boolean> {
  if (!canUseUniversalAuth(args.chains)) return false;
  args.showLoading('Authenticating...');
  try {
    const params = await createUniversalAuthParams(args.siwx, args.chains, { methods: args.methods });
    const result = await args.provider.authenticate(params, args.walletUniversalLink);
    await addSessionsFromCacaos(args.siwx, result?.auths, { formatMessage: args.formatMessage });
    return true;
  } catch (error) {
    await args.disconnect().catch(() => undefined);
    throw error;
  }
}
