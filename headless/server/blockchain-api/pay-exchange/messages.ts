// The Pay exchange endpoints' refusal texts (`{error}` replies) and the sandbox page's words, one place so tests and
// the page say the same.
import { EVM_ADDRESS_RULE } from '../../http/address';

export const PayExchangeMessages = {
  off: 'Pay with an exchange is off: this server has no sandbox exchange payout key (PAY_EXCHANGE_PAYOUT_KEY)',
  unknownExchange: (id: string) => `Unknown exchange "${id.slice(0, 64)}": this server offers "sandbox"`,
  invalidListQuery: 'Query must be ?network=eip155:<chainId>&asset=<token address or native>',
  invalidSessionBody:
    'Body must be {"network": "eip155:<chainId>", "asset": "<token address or native>", "amount": "<decimal>", "recipient": "<address>", "paymentId"?: "<id>"}',
  unservedNetwork: (network: string) =>
    `Network "${network.slice(0, 64)}" is not served by the sandbox exchange (it pays on test chains only)`,
  invalidAsset: `Invalid asset: expected "native" or a token address (${EVM_ADDRESS_RULE})`,
  notAToken: (asset: string) => `Invalid asset: ${asset} is not an ERC-20 token on this network`,
  invalidAmount: (text: string, decimals: number) =>
    `Invalid amount "${text.slice(0, 40)}": expected a number greater than 0 with at most ${decimals} decimals`,
  invalidRecipient: `Invalid recipient: expected ${EVM_ADDRESS_RULE}`,
  paymentIdTaken: 'This paymentId already has a session for another payment (asset, amount or recipient)',
  unknownSession: 'Unknown exchange session: start a new one',
  sessionExpired: 'This exchange session has expired: start a new one',
  balanceLow: 'The sandbox exchange cannot pay this right now (its payout key lacks the asset or gas); try again later',
  tooMany: 'Too many requests: try again in a minute',
};
