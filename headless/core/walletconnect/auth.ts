// One-click auth (SPEC §4 "Universal-provider authentication"): when every network is eip155 and
// sign-in is on, the pairing carries the sign-in request; the CACAOs the wallet returns become
// stored sign-in sessions. A failure disconnects and rethrows.
import { cacaoSchema } from '../schemas/siwx';
import { parseSiwxMessage } from '../siwx/parse';
import type { Cacao, SIWXConfig, SIWXSession } from '../siwx/types';
import type { CaipNetworkId } from '../caip';
import { WC_METHODS } from './namespaces';

/** Text shown while the wallet signs the one-click auth request. */
export const WC_AUTHENTICATING_TEXT = 'Authenticating...';

/** The universal provider's `authenticate` parameters (sign client SessionAuthenticateParams subset). */
export interface WcAuthenticateParams {
  chains: string[];
  domain: string;
  uri: string;
  nonce: string;
  statement?: string;
  resources?: string[];
  requestId?: string;
  expiry?: number;
  exp?: string;
  nbf?: string;
  methods: string[];
}

/** Placeholder account the message is built for before the wallet names one. */
const PENDING_ACCOUNT = '0x0000000000000000000000000000000000000000';

/** Builds the authenticate request from the host's SIWX config (nonce, domain, statement...). */
export async function buildAuthenticateParams(siwx: SIWXConfig, chains: readonly CaipNetworkId[]): Promise<WcAuthenticateParams> {
  const first = chains[0];
  if (!first) throw new Error('One-click auth needs at least one eip155 network');
  const { data } = await siwx.createMessage({ accountAddress: PENDING_ACCOUNT, chainId: first });
  return {
    chains: [...chains],
    domain: data.domain,
    uri: data.uri,
    nonce: data.nonce,
    methods: [...WC_METHODS.eip155],
    ...(data.statement ? { statement: data.statement } : {}),
    ...(data.resources ? { resources: data.resources } : {}),
    ...(data.requestId ? { requestId: data.requestId } : {}),
    ...(data.expirationTime ? { exp: data.expirationTime } : {}),
    ...(data.notBefore ? { nbf: data.notBefore } : {}),
  };
}

/** Formats a CACAO's payload as the message text the wallet signed (sign client formatAuthMessage). */
export type FormatAuthMessage = (params: { request: Cacao['p']; iss: string }) => string;

/** Turns the wallet's CACAOs into SIWX sessions (zod-checked) and stores each through the config. */
export async function storeAuthSessions(siwx: SIWXConfig, auths: readonly unknown[], format: FormatAuthMessage): Promise<SIWXSession[]> {
  const sessions: SIWXSession[] = [];
  for (const raw of auths) {
    const cacao = cacaoSchema.parse(raw);
    const message = format({ request: cacao.p, iss: cacao.p.iss });
    const parsed = parseSiwxMessage(message);
    const session: SIWXSession = { data: parsed, message, signature: cacao.s.s, cacao };
    await siwx.addSession(session);
    sessions.push(session);
  }
  return sessions;
}
