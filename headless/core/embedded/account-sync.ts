// The eip155 account state of an embedded user follows the frame's user: its accounts with their types (eoa and, on
// a smart-account network, smartAccount), the preferred account type and whether the smart account is deployed.
// The address itself comes the usual way (the AUTH wagmi connector reports the preferred type's address); this adds
// what the adapter cannot know, whenever either side changes, so the order of their updates does not matter. The
// preferred type is also kept in the instance's storage (the kept "preferred account types" key), so a reload starts
// with it before the frame answers.
import type { EmbeddedDock } from './types';
import type { Account } from '../model/entities';
import { AUTH_CONNECTOR_ID, type EmbeddedWallet, type FrameUser } from './types';

const same = (a: Account[], b: Account[]) =>
  a.length === b.length && a.every((x, i) => x.address === b[i]?.address && x.type === b[i]?.type);

/** The eip155 accounts of `user` as the account state lists them. */
function eip155Accounts(user: FrameUser): Account[] {
  return user.accounts
    .filter((a) => a.namespace === 'eip155')
    .map((a) => ({ namespace: 'eip155', address: a.address, type: a.type }));
}

/** Keeps the connected eip155 account state in step with the embedded user; returns the stop function. */
export function followEmbeddedAccount(dock: EmbeddedDock, wallet: EmbeddedWallet): () => void {
  const connection = dock.stores.connection;
  const apply = () => {
    const user = wallet.store.getState().user;
    const chain = connection.getState().chains.eip155;
    if (!user || !chain || chain.connectorId !== AUTH_CONNECTOR_ID || chain.accountState.status !== 'connected') return;
    const accounts = eip155Accounts(user);
    const here = accounts.filter((a) => a.address.toLowerCase() === chain.accountState.address?.toLowerCase());
    const active = here.find((a) => a.type === user.preferredAccountType) ?? here[0];
    // Until the connector reported the new address, the state keeps describing the old one.
    if (!active) return;
    const account = chain.accountState;
    const patch = {
      preferredAccountType: active.type,
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      allAccounts: accounts,
    };
    if (
      account.preferredAccountType === patch.preferredAccountType &&
      account.smartAccountDeployed === patch.smartAccountDeployed &&
      same(account.allAccounts, accounts)
    )
      return;
    if (dock.storage.get('preferredAccountTypes')?.eip155 !== active.type) {
      dock.storage.set('preferredAccountTypes', { ...dock.storage.get('preferredAccountTypes'), eip155: active.type });
    }
    connection.setState((s) => {
      const current = s.chains.eip155;
      return current
        ? { ...s, chains: { ...s.chains, eip155: { ...current, accountState: { ...current.accountState, ...patch } } } }
        : s;
    });
  };
  const stops = [wallet.store.subscribe(apply), connection.subscribe(apply)];
  apply();
  return () => stops.forEach((stop) => stop());
}
