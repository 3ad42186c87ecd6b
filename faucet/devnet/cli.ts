// `npm run devnet`: anvil (chain 33322) on 127.0.0.1 with the test contracts deployed.
// Port: `--port N`, else env DEVNET_PORT, else env PORT, else 8545. Ctrl-C / SIGTERM stop anvil by PID and exit 0.
import { formatEther, numberToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { DEVNET_CHAIN_ID, DEVNET_MNEMONIC, startAnvil, type Anvil } from './anvil';
import { deployDevnetContracts, DEVNET_TOKEN_HOLDERS, TEST_TOKEN_MINT_PER_ACCOUNT } from './deploy';
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
    if (anvil && !stopping) try { process.kill(anvil.pid, 'SIGKILL'); } catch { /* already gone */ }
  });

  anvil = await starting;
  if (stopping) return;
  const contracts = await deployDevnetContracts(anvil.rpcUrl);
  if (stopping) return;
  const lines = [
    'WalletDock devnet ready',
    `  RPC URL:               ${anvil.rpcUrl}`,
    `  WebSocket URL:         ${anvil.wsUrl}`,
    `  Chain id:              ${DEVNET_CHAIN_ID} (${numberToHex(DEVNET_CHAIN_ID)})`,
    `  anvil PID:             ${anvil.pid}`,
    `  Test token (TEST):     ${contracts.token}`,
    `  Smart account:         ${contracts.smartAccount}`,
    `  Smart account owner:   ${contracts.smartAccountOwner}`,
    `  Smart account factory: ${contracts.smartAccountFactory}`,
    `  Multicall3:            ${contracts.multicall3}`,
    `Test accounts (mnemonic "${DEVNET_MNEMONIC}"), 10000 AVENT and ${formatEther(TEST_TOKEN_MINT_PER_ACCOUNT)} TEST each:`,
  ];
  for (let i = 0; i < DEVNET_TOKEN_HOLDERS; i++) {
    const account = mnemonicToAccount(DEVNET_MNEMONIC, { addressIndex: i });
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
