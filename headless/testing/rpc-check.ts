// The node a test dock runs on is asked for its chain id before anything else: a test started without its node (or
// pointed at another chain) fails at once with one line naming the URL, instead of every hook waiting out its
// time-outs and the test failing on something unrelated.

/** How long createTestDock waits for the node's eth_chainId (a local node answers in milliseconds). */
export const RPC_CHECK_TIMEOUT_MS = 5_000;

/** Asks `rpcUrl` for eth_chainId; throws one line naming the URL when it does not answer, or answers another chain. */
export async function checkRpc(rpcUrl: string, chainId: number, timeoutMs = RPC_CHECK_TIMEOUT_MS): Promise<void> {
  const where = `the RPC of chain ${chainId} at ${rpcUrl}`;
  let reply: unknown;
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    reply = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = timedOut ? `did not answer within ${timeoutMs} ms` : `cannot be reached (${describe(error)})`;
    throw new Error(`createTestDock: ${where} ${reason}; start the node first (e.g. anvil --chain-id ${chainId})`, {
      cause: error,
    });
  }
  const result = (reply as { result?: unknown } | null)?.result;
  const answered = typeof result === 'string' && /^0x[0-9a-f]+$/i.test(result) ? Number(BigInt(result)) : undefined;
  if (answered === undefined) throw new Error(`createTestDock: ${where} did not answer eth_chainId with a chain id`);
  if (answered !== chainId) throw new Error(`createTestDock: ${where} is a node of chain ${answered}, not ${chainId}`);
}

/**
 * Whether the node has contract code at `address` (eth_getCode). The devnet chain declares Multicall3, which the
 * repository's devnet deploys and a plain `anvil` does not have: viem would batch reads through an empty address.
 */
export async function hasCode(rpcUrl: string, address: string): Promise<boolean> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [address, 'latest'] }),
    signal: AbortSignal.timeout(RPC_CHECK_TIMEOUT_MS),
  });
  const { result } = (await response.json()) as { result?: unknown };
  return typeof result === 'string' && result !== '0x' && result !== '0x0';
}

/** Sets `address`'s balance on an anvil or Hardhat node (both answer hardhat_setBalance). */
export async function setBalance(rpcUrl: string, address: string, wei: bigint): Promise<void> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'hardhat_setBalance',
      params: [address, `0x${wei.toString(16)}`],
    }),
    signal: AbortSignal.timeout(RPC_CHECK_TIMEOUT_MS),
  });
  const reply = (await response.json()) as { error?: { message?: string } };
  if (reply.error) {
    throw new Error(
      `createTestDock: the node at ${rpcUrl} cannot set balances (${reply.error.message ?? 'error'}); \`balance\` needs anvil or Hardhat`,
    );
  }
}

/** The innermost cause's message (fetch wraps the socket error: "fetch failed" <- "connect ECONNREFUSED …"). */
function describe(error: unknown): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
