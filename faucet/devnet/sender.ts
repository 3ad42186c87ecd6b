import {
  createClient,
  encodeDeployData,
  getAddress,
  getContractAddress,
  http,
  numberToHex,
  publicActions,
  testActions,
  type Abi,
  type Address,
  type Hex,
} from 'viem';

function devnetClient(rpcUrl: string) {
  return createClient({ transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 20 })
    .extend(publicActions)
    .extend(testActions({ mode: 'anvil' }));
}

/** A client with viem's public actions and anvil's test actions (anvil_setBalance, …). */
export type DevnetClient = ReturnType<typeof devnetClient>;

/** One transaction for the deployer: a contract creation when `to` is absent. */
export interface DevnetTx {
  to?: Address;
  data: Hex;
  value?: bigint;
}

/**
 * Sends the devnet deployment's transactions from one anvil account (anvil signs: eth_sendTransaction),
 * one after another with consecutive explicit nonces, fixed gas and fees: no estimation round trips,
 * and the addresses of created contracts are known before anything is mined (`getContractAddress`).
 * `receipts()` then waits for all of them and fails on the first that did not succeed.
 */
export interface DevnetSender {
  client: DevnetClient;
  from: Address;
  send(tx: DevnetTx, label: string): Promise<Hex>;
  /** Sends the creation of `bytecode` (with `args`), returning the address it will have. */
  deploy(artifact: { abi: Abi; bytecode: Hex }, args: readonly unknown[], label: string): Promise<Address>;
  /** Waits for every sent transaction; throws naming the first that failed. */
  receipts(): Promise<void>;
}

// Above what any one devnet deployment uses (EntryPoint v0.8 ~4.6M gas), under anvil's 30M block limit;
// unused gas is refunded, so a generous fixed limit costs nothing and saves an eth_estimateGas per send.
const GAS = 10_000_000n;

export async function createDevnetSender(rpcUrl: string, from: Address): Promise<DevnetSender> {
  const client = devnetClient(rpcUrl);
  const [nonce, fees] = await Promise.all([
    client.getTransactionCount({ address: from, blockTag: 'pending' }),
    client.estimateFeesPerGas({ chain: null }),
  ]);
  let next = nonce;
  const sent: { hash: Hex; label: string }[] = [];
  const send = async (tx: DevnetTx, label: string): Promise<Hex> => {
    const request = {
      from,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      value: numberToHex(tx.value ?? 0n),
      nonce: numberToHex(next++),
      gas: numberToHex(GAS),
      maxFeePerGas: numberToHex(fees.maxFeePerGas),
      maxPriorityFeePerGas: numberToHex(fees.maxPriorityFeePerGas),
    };
    // Awaited before the next send: with parallel sends a later nonce can reach anvil first, sit in its
    // queued pool, and (seen here ~1 run in 6) never be mined in automine mode.
    const hash = await client.request({ method: 'eth_sendTransaction', params: [request] });
    sent.push({ hash, label });
    return hash;
  };
  return {
    client,
    from,
    send,
    async deploy(artifact, args, label) {
      const nonceOfCreation = next;
      await send({ data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args }) }, label);
      return getAddress(getContractAddress({ from, nonce: BigInt(nonceOfCreation) }));
    },
    async receipts() {
      const receipts = await Promise.all(
        sent.map(({ hash }) => client.waitForTransactionReceipt({ hash, pollingInterval: 20 })),
      );
      receipts.forEach((receipt, i) => {
        if (receipt.status !== 'success')
          throw new Error(`devnet deployment failed: ${sent[i]?.label} (tx ${receipt.transactionHash})`);
      });
    },
  };
}
