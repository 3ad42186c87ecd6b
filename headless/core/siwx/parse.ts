// Parses CAIP-122 sign-in text back into its data. A parse is accepted only if rebuilding the text
// from the parsed data gives the very same bytes, so two different texts never map to one session.
import type { WalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { SIWX_ACCOUNT_NAMES, createSiwxMessage, referenceFromMessageChainId } from './message';
import type { SIWXMessageData, SiwxNamespace } from './types';

const HEADER = /^(?:([a-zA-Z][a-zA-Z0-9+.-]*):\/\/)?(\S+) wants you to sign in with your (\w+) account:$/;
const FIELD_KEYS = {
  URI: 'uri',
  Version: 'version',
  'Chain ID': 'chainId',
  Nonce: 'nonce',
  'Issued At': 'issuedAt',
  'Expiration Time': 'expirationTime',
  'Not Before': 'notBefore',
  'Request ID': 'requestId',
} as const;

/** Parses a sign-in message of any supported namespace; throws WalletDockError (INVALID_INPUT) if malformed. */
export function parseSiwxMessage(text: string): SIWXMessageData {
  const rows = text.split('\n');
  const match = HEADER.exec(rows[0] ?? '');
  if (!match) throw malformed('unknown header');
  const [, scheme, domain, accountName] = match;
  const namespace = (Object.keys(SIWX_ACCOUNT_NAMES) as SiwxNamespace[]).find(
    (ns) => SIWX_ACCOUNT_NAMES[ns] === accountName,
  );
  if (!namespace || !domain) throw malformed('unknown account kind');
  const accountAddress = rows[1];
  if (!accountAddress) throw malformed('missing address');

  // Find where the statement and the field block start; the layouts differ by namespace (see message.ts).
  let statement: string | undefined;
  let fieldStart: number;
  if (rows[2] !== '') throw malformed('expected a blank line after the address');
  if (namespace === 'solana') {
    const third = rows[3] ?? '';
    const isField = Object.keys(FIELD_KEYS).some((key) => third.startsWith(`${key}: `)) || third === 'Resources:';
    if (isField) fieldStart = 3;
    else {
      statement = third;
      fieldStart = 5;
    }
  } else if (rows[3] === '') fieldStart = 4;
  else {
    statement = rows[3];
    fieldStart = 5;
  }

  const fields: Record<string, string> = {};
  let resources: string[] | undefined;
  for (let i = fieldStart; i < rows.length; i++) {
    const row = rows[i] ?? '';
    if (row === 'Resources:') {
      resources = rows.slice(i + 1).map((line) => {
        if (!line.startsWith('- ')) throw malformed('bad resource line');
        return line.slice(2);
      });
      break;
    }
    const sep = row.indexOf(': ');
    const key = sep > 0 ? FIELD_KEYS[row.slice(0, sep) as keyof typeof FIELD_KEYS] : undefined;
    if (!key || key in fields) throw malformed(`unexpected line "${row}"`);
    fields[key] = row.slice(sep + 2);
  }
  const { uri, version, nonce, chainId } = fields;
  if (!uri || !version || !nonce || !chainId) throw malformed('URI, Version, Nonce and Chain ID are required');

  const data: SIWXMessageData = {
    accountAddress,
    chainId: `${namespace}:${referenceFromMessageChainId(namespace, chainId)}`,
    domain,
    uri,
    version,
    nonce,
    ...(scheme ? { scheme } : {}),
    ...(statement !== undefined ? { statement } : {}),
    ...(fields.issuedAt ? { issuedAt: fields.issuedAt } : {}),
    ...(fields.expirationTime ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore ? { notBefore: fields.notBefore } : {}),
    ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
    ...(resources?.length ? { resources } : {}),
  };
  let rebuilt: string;
  try {
    rebuilt = createSiwxMessage(data);
  } catch (error) {
    throw malformed(error instanceof Error ? error.message : 'invalid field', error);
  }
  if (rebuilt !== text) throw malformed('not in canonical form');
  return data;
}

function malformed(reason: string, cause?: unknown): WalletDockError {
  return new InvalidInputError(`Malformed sign-in message: ${reason}`, { cause });
}
