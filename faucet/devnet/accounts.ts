// Anvil's default accounts, derived locally from its standard mnemonic (no RPC round trip).
import { mnemonicToSeedSync } from '@scure/bip39';
import { HDKey, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { DEVNET_MNEMONIC } from './anvil';

let master: HDKey | undefined;

/**
 * Account `index` of DEVNET_MNEMONIC (m/44'/60'/0'/0/index), as anvil funds it. The BIP-39 seed (2,048 PBKDF2
 * rounds) is computed once: viem's mnemonicToAccount recomputes it per call, ~15-35 ms each, which made the
 * ten accounts the largest part of a devnet deployment.
 */
export function devnetAccount(index: number): HDAccount {
  master ??= HDKey.fromMasterSeed(mnemonicToSeedSync(DEVNET_MNEMONIC));
  return hdKeyToAccount(master, { addressIndex: index });
}
