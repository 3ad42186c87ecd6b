// `npm run devnet`: anvil (chain 33322) on 127.0.0.1 with the test contracts deployed.
// Port: `--port N`, else env DEVNET_PORT, else env PORT, else 8545. Ctrl-C / SIGTERM stop anvil by PID and exit 0.
import { formatEther, formatUnits, numberToHex } from 'viem';
import { devnetAccount } from './accounts';
import { DEVNET_CHAIN_ID, DEVNET_MNEMONIC, startAnvil, type Anvil } from './anvil';
import {
  deployDevnetContracts,
  devnetContractLines,
  DEVNET_TOKEN_HOLDERS,
  NFTS_PER_ACCOUNT,
  SECOND_TOKEN_MINT_PER_ACCOUNT,
  TEST_TOKEN_MINT_PER_ACCOUNT,
} from './deploy';
import { UNISWAP_V2_SEED_AVENT } from './uniswap';
import { devnetPort } from './port';

async function main(): Promise<void> {
  const port = devnetPort(process.argv.slice(2), process.env);
  let anvil: Anvil | undefined;
  let stopping = false;
  const starting = startAnvil({ port, chainId: DEVNET_CHAIN_ID, accounts: DEVNET_TOKEN_HOLDERS });
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // A signal during startup must still stop the anvil being started, not orphan it.
    const started = anvil ?? (await starting.catch(() => undefined));
    await started?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  // Last resort if this process dies some other way: never leave an orphan anvil behind.
  process.on('exit', () => {
    if (anvil && !stopping)
      try {
        process.kill(anvil.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
  });

  anvil = await starting;
  if (stopping) return;
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  if (stopping) return;
  const lines = [
    'WalletDock devnet ready',
    `  RPC URL:                 ${anvil.rpcUrl}`,
    `  WebSocket URL:           ${anvil.wsUrl}`,
    `  Chain id:                ${DEVNET_CHAIN_ID} (${numberToHex(DEVNET_CHAIN_ID)})`,
    `  anvil PID:               ${anvil.pid}`,
    ...devnetContractLines(contracts).map((line) => `  ${line}`),
    `Test accounts (mnemonic "${DEVNET_MNEMONIC}"), 10000 AVENT, ${formatEther(TEST_TOKEN_MINT_PER_ACCOUNT)} TEST, ` +
      `${formatUnits(SECOND_TOKEN_MINT_PER_ACCOUNT, 6)} TUSD and ${NFTS_PER_ACCOUNT} WDNFT each ` +
      `(account 0 deployed the contracts and put ${formatEther(UNISWAP_V2_SEED_AVENT)} AVENT into the pools):`,
  ];
  for (let i = 0; i < DEVNET_TOKEN_HOLDERS; i++) {
    const account = devnetAccount(i);
    const key = account.getHdKey().privateKey;
    const hex = key ? `0x${[...key].map((b) => b.toString(16).padStart(2, '0')).join('')}` : '';
    lines.push(`  (${i}) ${account.address}  key ${hex}`);
  }
  lines.push('Press Ctrl-C to stop.');
  console.log(lines.join('\n'));

  anvil.exited.then((code) => {
    if (stopping) return;
    console.error(`anvil exited unexpectedly (code ${code})`);
    process.exit(1);
  });
}

main().catch((error: unknown) => {
  console.error(`devnet failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
