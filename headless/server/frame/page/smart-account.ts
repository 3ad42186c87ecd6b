// The user's smart accounts (ERC-4337) in the frame: on each network the frame has a bundler for (SMART_ACCOUNT_NETWORKS
// with BUNDLER_URL), the account of the user's own eip155 key (its owner) as headless/core/smart-account builds it,
// whether it is deployed, and which account type the user prefers. The preference is kept per user in the frame
// origin's storage, so a reload keeps it; without a choice the type is the eip155 default (smartAccount) on a
// smart-account network, eoa elsewhere. The owner key never leaves this page: the account signs in here.
import { bytesToHex, createPublicClient, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { SmartAccount } from 'viem/account-abstraction';
import { eip155ChainNumber } from '../../../core/model/caip';
import { createSmartAccount, isSmartAccountDeployed } from '../../../core/smart-account/account';
import type { SmartAccountContext } from '../../../core/smart-account/calls';
import type { FrameConfigReply, FrameNetwork } from '../api-schemas';
import type { WalletKeys } from './keys';
import { viemChain } from './viem-chain';
import type { Vault } from './vault';

/** An embedded account type. */
export type AccountType = 'eoa' | 'smartAccount';

/** The smart account of one owner on one network, and where its user operations go. */
export interface FrameSmartAccount {
  account: SmartAccount;
  context: SmartAccountContext;
  /** Whether it has code on its chain, as last read (false until its first user operation lands). */
  deployed: boolean;
}

/** The frame's smart accounts and the user's account-type preference. */
export class FrameSmartAccounts {
  private readonly accounts = new Map<string, Promise<FrameSmartAccount>>();
  private readonly choices = new Map<string, Promise<AccountType | undefined>>();
  private owner: string | undefined;

  constructor(
    private readonly config: Pick<FrameConfigReply, 'smartAccountNetworks' | 'bundlerUrl'>,
    private readonly vault: Vault,
  ) {}

  /** The eip155 chain numbers with smart accounts (GET_SMART_ACCOUNT_ENABLED_NETWORKS). */
  networks(): number[] {
    return this.config.bundlerUrl ? this.config.smartAccountNetworks : [];
  }

  /** True when `chainId` (CAIP-2) has smart accounts here. */
  enabled(chainId: string): boolean {
    return chainId.startsWith('eip155:') && this.networks().includes(eip155ChainNumber(chainId));
  }

  /**
   * The owner's smart account on `chain`, computed once per owner and network. Its deployment is read again while it
   * is false (another device may have deployed it; once deployed it stays so), and on `refresh`.
   */
  async get(keys: WalletKeys, chain: FrameNetwork, refresh = false): Promise<FrameSmartAccount> {
    if (!this.enabled(chain.id)) throw new Error('Smart accounts are not enabled on this network');
    // The accounts hold their owner's key: another user's are dropped, not kept beside this one's.
    if (this.owner !== keys.eip155.address) {
      this.accounts.clear();
      this.owner = keys.eip155.address;
    }
    const key = chain.id;
    let entry = this.accounts.get(key);
    if (!entry) {
      entry = this.create(keys, chain);
      this.accounts.set(key, entry);
      // A failure (the node unreachable) is not kept: the next request tries again.
      const failed = entry;
      failed.catch(() => {
        if (this.accounts.get(key) === failed) this.accounts.delete(key);
      });
    }
    const found = await entry;
    if (refresh || !found.deployed) found.deployed = await isSmartAccountDeployed(found.account);
    return found;
  }

  private async create(keys: WalletKeys, chain: FrameNetwork): Promise<FrameSmartAccount> {
    const client = createPublicClient({ chain: viemChain(chain), transport: http(chain.rpcUrl) });
    // The owner as a plain private-key account (what createSmartAccount takes), from the same BIP-44 key.
    const privateKey = keys.eip155.getHdKey().privateKey;
    if (!privateKey) throw new Error('The wallet key is not available');
    const owner = privateKeyToAccount(bytesToHex(privateKey));
    const account = await createSmartAccount({ client, owner });
    const bundlerUrl = this.config.bundlerUrl!.replaceAll('{chainId}', String(eip155ChainNumber(chain.id)));
    return { account, context: { account, client, bundlerUrl, pollingInterval: 250 }, deployed: false };
  }

  /** The type the user chose on this device, undefined when they never chose. */
  private choice(userId: string): Promise<AccountType | undefined> {
    let choice = this.choices.get(userId);
    if (!choice) {
      choice = this.vault.preferredAccountType(userId).catch(() => undefined);
      this.choices.set(userId, choice);
    }
    return choice;
  }

  /** The account type the user acts as on `chainId`: their choice, else the default (smartAccount); always eoa without smart accounts. */
  async preferred(userId: string, chainId: string): Promise<AccountType> {
    if (!this.enabled(chainId)) return 'eoa';
    return (await this.choice(userId)) ?? 'smartAccount';
  }

  /** SET_PREFERRED_ACCOUNT: kept for the user on this device. */
  async setPreferred(userId: string, type: AccountType): Promise<void> {
    await this.vault.setPreferredAccountType(userId, type);
    this.choices.set(userId, Promise.resolve(type));
  }

  /** Signed out (here, elsewhere, or the session expired): nothing of the user stays in memory. */
  forget(): void {
    this.owner = undefined;
    this.accounts.clear();
    this.choices.clear();
  }
}
