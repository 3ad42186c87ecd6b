// Shared pieces of the faucet server tests: configuration, a captcha solver, and API calls from a chosen client IP
// (the servers under test trust one proxy hop, so X-Forwarded-For picks the client).
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Address, Hex } from 'viem';
import { CaptchaSchema, ClaimResponseSchema } from '../../../faucet/shared/schemas';
import { loadConfig, type FaucetConfig } from '../../../faucet/server/config';

/** A test configuration: port 0, trust one proxy hop, fast lease, 1 AVENT per claim, reserve 1 AVENT, no logs. */
export function testConfig(rpcUrl: string, privateKey: Hex, env: Record<string, string> = {}): FaucetConfig {
  return loadConfig({
    PORT: '0',
    RPC_URL: rpcUrl,
    FAUCET_PRIVATE_KEY: privateKey,
    TRUST_PROXY: '1',
    LEASE_MS: '600',
    FAUCET_RESERVE: '1',
    CAPTCHA_PER_MINUTE: '1000',
    DATA_DIR: '/nonexistent-use-db-option',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** The answer of one of our math questions. */
export function solve(question: string): number {
  const m = /What is (\d+) ([+\-×]) (\d+)\?/.exec(question);
  if (!m) throw new Error(`unexpected question: ${question}`);
  const a = Number(m[1]),
    b = Number(m[3]);
  return m[2] === '+' ? a + b : m[2] === '-' ? a - b : a * b;
}

/** A distinct IPv4 address per index (10.x.y.z). */
export const ipFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** A fresh address that has never received anything. */
export const freshAddress = (): Address => privateKeyToAccount(generatePrivateKey()).address;

/** GET /api/captcha as `ip`, parsed. */
export async function captcha(
  url: string,
  ip: string,
): Promise<{ sessionId: string; question: string; answer: number }> {
  const res = await fetch(`${url}/api/captcha`, { headers: { 'x-forwarded-for': ip } });
  if (res.status !== 200) throw new Error(`captcha: HTTP ${res.status} ${await res.text()}`);
  const c = CaptchaSchema.parse(await res.json());
  return { ...c, answer: solve(c.question) };
}

/** POST a JSON body (object or raw text) as `ip`; returns status, headers and parsed JSON. */
export async function post(
  url: string,
  path: string,
  body: unknown,
  ip = '10.255.255.254',
): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as Record<string, unknown> };
}

/** Solves a fresh captcha and claims for `address` as `ip`; the reply is checked against the shared schema. */
export async function claimFor(url: string, address: string, ip: string) {
  const c = await captcha(url, ip);
  const r = await post(
    url,
    '/api/claim',
    { address, captchaAnswer: String(c.answer), captchaSession: c.sessionId },
    ip,
  );
  return { ...r, body: ClaimResponseSchema.parse(r.json) };
}

/** JSON-RPC call to a node (test-side; anvil_* cheat codes included). */
export async function rpc<T = unknown>(rpcUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const json = (await res.json()) as { result?: T; error?: { message: string } };
  if (json.error) throw new Error(`${method}: ${json.error.message}`);
  return json.result as T;
}

/** Polls `check` until it returns a value other than undefined (or throws after `timeoutMs`). */
export async function until<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every claim row, for ledger invariants. */
export interface ClaimRow {
  id: number;
  address: string;
  status: string;
  nonce: number | null;
  tx_hash: string | null;
  signer: string | null;
}

/** Ledger invariants after everything settled: all final rows confirmed, nonces 0..n-1 unique and gap-free. */
export function checkLedger(rows: ClaimRow[], startNonce = 0): { confirmed: ClaimRow[] } {
  const confirmed = rows.filter((r) => r.status === 'confirmed');
  const nonces = rows
    .filter((r) => r.nonce !== null)
    .map((r) => r.nonce!)
    .sort((a, b) => a - b);
  nonces.forEach((n, i) => {
    if (n !== startNonce + i) throw new Error(`nonce gap or reuse at ${i}: ${n}`);
  });
  const hashes = new Set(confirmed.map((r) => r.tx_hash));
  if (hashes.size !== confirmed.length) throw new Error('a transaction hash is recorded twice');
  return { confirmed };
}
