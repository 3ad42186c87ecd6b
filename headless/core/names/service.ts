// The name service on the client (the blockchain API's profile endpoints): suggestions for
// a typed name, and registration (sign the JSON message with the connected eip155 account, POST it, show the name
// as the account's profileName). Loaded on demand by query.ts, so an app that never registers a name never loads it.
import { createHostedApiClient } from '../api/sdk';
import { resolveBlockchainApiUrl } from '../api/blockchain-api-url';
import { nameSuggestionsResponseSchema, registerNameResponseSchema } from './api-schemas';
import type { HttpClient } from '../api/http';
import { parseCaipNetworkId } from '../model/caip';
import { NAMESPACES } from '../namespaces/registry';
import * as ErrorMessages from '../model/error-messages';
import * as NamesErrorMessages from './messages';
import { toWalletDockError, WalletDockError } from '../model/errors';
import { InvalidInputError } from '../model/errors/validation';
import { NotConfiguredError, NotFoundError, UnsupportedError } from '../model/errors/sdk';
import { errorOfCode } from '../model/errors/kinds';
import { fillProfile, remember } from '../account-data/identity';
import type { DockCore } from '../instance/dock-core';
import { createNameRegistrationMessage, namesSupportedOn, parseNameInput } from './rules';

/** What the service says of a typed name: the full name, whether it is free, and free variants when it is not. */
export interface NameSuggestions {
  /** The full name asked about (`alice.dock.id`). */
  name: string;
  available: boolean;
  /** Free full names like it (only when `name` is taken). */
  suggestions: string[];
}

const clients = new WeakMap<DockCore, HttpClient>();

function serviceOf(dock: DockCore): HttpClient {
  let client = clients.get(dock);
  if (client) return client;
  const baseUrl = resolveBlockchainApiUrl(dock.options);
  if (!baseUrl) throw new NotConfiguredError(NamesErrorMessages.namesNeedBlockchainApi);
  client = createHostedApiClient({ projectId: dock.options.projectId, fetch: dock.options.api?.fetch }, baseUrl);
  clients.set(dock, client);
  return client;
}

/** Suggestions for `text` (a label or a full name); rejects "Error fetching name suggestions" when the API fails. */
export async function fetchNameSuggestions(
  dock: DockCore,
  text: string,
  signal?: AbortSignal,
): Promise<NameSuggestions> {
  const input = parseNameInput(text);
  if (input.error) throw new InvalidInputError(input.error);
  try {
    const service = serviceOf(dock);
    const path = `/v1/profile/suggestions/${encodeURIComponent(input.name)}`;
    const reply = await service.get(path, nameSuggestionsResponseSchema, {
      signal,
      query: { zone: input.name.slice(input.label.length + 1) },
    });
    const own = reply.suggestions.find((s) => s.name === input.name);
    return {
      name: input.name,
      available: own ? !own.registered : false,
      suggestions: reply.suggestions.filter((s) => s.name !== input.name && !s.registered).map((s) => s.name),
    };
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw errorOfCode(ErrorMessages.errorFetchingNameSuggestions, { code: toWalletDockError(cause).code, cause });
  }
}

/** What registerName resolves with. */
export interface RegisteredName {
  name: string;
  /** The address it resolves to. */
  address: string;
}

/** The account a name is registered for: the active eip155 account on its network, or the reason there is none. */
function registrant(dock: DockCore): { address: string; coinType: number } {
  const { activeNamespace, chains } = dock.stores.connection.getState();
  const chain = activeNamespace ? chains[activeNamespace] : undefined;
  const network = chain?.caipNetwork;
  if (!chain || !network) throw new NotFoundError(ErrorMessages.noActiveCaipNetwork);
  if (!namesSupportedOn(network.chainNamespace)) {
    throw new UnsupportedError(NamesErrorMessages.namesNamespaceUnsupported(network.chainNamespace));
  }
  const address = chain.accountState.address;
  if (!address) throw new NotFoundError(ErrorMessages.addressOrAuthConnectorNotFound);
  // Name services key an address by its coin type (ENSIP-11 for an EVM chain), which the namespace knows.
  return {
    address,
    coinType: NAMESPACES[network.chainNamespace].coinType(parseCaipNetworkId(network.caipNetworkId).reference),
  };
}

/**
 * Registers `text` (a label or full name) for the connected eip155 account: the wallet signs the JSON
 * message {name, attributes, timestamp}, the API checks and stores it, and the account's profileName becomes the
 * name (also in the 5-minute identity cache, so a reload shows it). In the modal the router follows: loading on
 * RegisterAccountName, then RegisterAccountNameSuccess, or back to RegisterAccountName on error. Rejects with
 * "Error registering name {name}", the wallet's or server's reason as its cause (see nameServiceReason).
 */
export async function registerName(dock: DockCore, text: string): Promise<RegisteredName> {
  const input = parseNameInput(text);
  const inModal = () =>
    dock.stores.router.getState().view === 'RegisterAccountName' ||
    dock.stores.router.getState().view === 'RegisterAccountNameSuccess';
  const wasInModal = inModal();
  try {
    if (input.error) throw new InvalidInputError(input.error);
    const { address, coinType } = registrant(dock);
    const service = serviceOf(dock);
    const message = createNameRegistrationMessage(input.name);
    const signature = await dock.signMessage({ message, namespace: 'eip155' });
    await service.post('/v1/profile/account', registerNameResponseSchema, {
      body: { coin_type: coinType, address, message, signature, name: input.name },
    });
    await showName(dock, address, input.name);
    if (wasInModal) dock.router.replace('RegisterAccountNameSuccess');
    return { name: input.name, address };
  } catch (cause) {
    if (wasInModal && dock.stores.router.getState().view !== 'RegisterAccountName')
      dock.router.replace('RegisterAccountName');
    const code = cause instanceof WalletDockError ? cause.code : toWalletDockError(cause).code;
    throw errorOfCode(ErrorMessages.errorRegisteringName(input.name), { code, cause });
  }
}

// The account shows the new name now and after a reload (the identity cache would otherwise keep "no name" 5 min).
async function showName(dock: DockCore, address: string, name: string): Promise<void> {
  await dock.storage.load();
  const avatar = dock.storage.get('identityCache')?.[address.toLowerCase()]?.value.avatar ?? null;
  const identity = { name, avatar };
  remember(dock, address.toLowerCase(), identity, Date.now());
  fillProfile(dock, address, identity);
}
