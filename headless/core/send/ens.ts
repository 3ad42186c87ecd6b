// ENS names for Send, loaded only when a name is typed: viem's getEnsAddress on the config's client and
// ENS normalisation (its Unicode tables are ~36 KB minified).
import type { Config } from '@wagmi/core';
import { getEnsAddress } from 'viem/actions';
import { normalize } from 'viem/ens';
import type { CaipNetwork } from '../model/network';

/** The address an ENS name points to on the network, undefined when it has none. */
export async function resolveEnsName(
  config: Config,
  caipNetwork: CaipNetwork,
  name: string,
): Promise<string | undefined> {
  const client = config.getClient({ chainId: Number(caipNetwork.id) as Config['chains'][number]['id'] });
  return (await getEnsAddress(client, { name: normalize(name) })) ?? undefined;
}
