// The catalogue's texts that people read (toasts, the errors views show), by their exact English wording: each locale's
// table (catalogue/<locale>.ts) translates every one of them. `{name}` stands for the part the text is built with; a
// `{count}` picks the translation's plural form, and `{s}` covers an English plural ending. Texts only a developer
// reads ("ConnectionController client not set") stay English everywhere. The wallet frame's refusals are here too:
// the modal shows them, the frame server sends them in English.
import type { LocaleText } from '../text';

/** English wording of every translated catalogue text. */
export type CatalogueId =
  // Toasts
  | 'A problem occurred while trying initialize authentication'
  | 'This application might not support Smart Accounts'
  | 'Signature declined'
  | 'Token Balance Unavailable'
  | 'Failed to fetch transactions'
  // Embedded-wallet alerts
  | 'Network Not Found'
  | 'Invalid App Configuration'
  | 'Network Error - Could not load embedded wallet'
  | 'Embedded Wallet Request Timed Out'
  | 'Unverified Domain'
  | 'Session Expired'
  | 'Invalid Project ID'
  | 'Project ID Not Configured'
  // Frame requests
  | 'Request was aborted'
  | 'Something went wrong'
  | 'An error occurred'
  | 'Requested RPC call is not allowed'
  | 'Action not allowed'
  | 'Please try again after {count} seconds'
  // HTTP
  | 'HTTP status code: {status}'
  | 'HTTP request failed.'
  | 'RPC Request failed.'
  | 'The request took too long to respond.'
  | 'Connection timeout. Please try again.'
  // Networks and connections
  | 'Chain is not supported'
  | 'Network not found'
  | 'Failed to disconnect'
  // Names
  | 'Error resolving name'
  | 'Error fetching name suggestions'
  | 'Error fetching names for address'
  | 'Error registering name {name}'
  | 'Names use letters, digits and hyphens, at least 4 characters'
  | 'Names are at most {count} characters long'
  | 'New names end in {current}; {legacy} names can no longer be registered'
  | 'Names are not supported on {namespace}'
  | 'Names need a blockchain API: set the blockchainApiUrl option or a projectId'
  // Swap
  | 'Network not supported for Gas Price'
  | 'Network not supported for Swaps'
  | 'Swaps need a blockchain API: set the blockchainApiUrl option (or a projectId for the hosted one)'
  | 'Choose the tokens to swap'
  | 'Choose two different tokens'
  | 'Enter an amount above 0 with at most {count} decimals'
  | 'Insufficient {symbol} balance'
  | 'The price moved beyond the {slippage}% slippage tolerance, so nothing was swapped. Check the new quote and try again'
  | 'The swap was reverted on chain and nothing was exchanged: the price moved beyond the slippage tolerance, or its deadline passed'
  | 'The approval was reverted on chain'
  | 'Transaction {hash} is not confirmed yet: check it on the block explorer'
  // Send
  | 'Amount is required'
  | 'Amount must be a number'
  | 'Amount must be greater than 0'
  | '{symbol} has at most {count} decimal{s}'
  | 'Receiver address is required'
  | 'Invalid receiver address'
  | 'Invalid receiver address: its mixed-case checksum does not match'
  | 'Token is required'
  | '{symbol} is on another network: switch to its network to send it'
  | 'Sending is not supported on {namespace}: only eip155 and solana are sendable'
  | 'Insufficient funds: not enough {symbol} for the amount and the network fee'
  | 'Insufficient funds: not enough {symbol} for the amount'
  | 'Insufficient funds: not enough {symbol} for the network fee'
  | 'Amount too small: a new account must receive at least {minimum} to exist'
  | 'The rest of the balance would fall below {minimum}, which an account must keep: send all of it or less'
  | 'The transaction was reverted'
  | 'Timed out while waiting for transaction with hash "{hash}" to be confirmed.'
  // Buy
  | 'This provider needs a blockchain API'
  | 'Buying crypto is not available in your region'
  | 'The provider window was blocked: allow pop-ups and try again'
  // Smart accounts
  | 'Each call needs a 0x target address, and its data must start with 0x'
  | 'The bundler rejected the user operation: {reason}'
  // The wallet frame's refusals (email codes, devices, sign-in)
  | 'No code is pending for this email. Request a new one.'
  | 'This code has expired. Request a new one.'
  | 'Invalid code. {count} attempt{s} left.'
  | 'Too many wrong codes. Try again in about {count} minute{s}.'
  | 'Email cannot be sent right now. Please try again in a minute.'
  | 'Could not send the email. Please try again.'
  | 'Too many requests. Please slow down.'
  | 'Not signed in'
  | 'Session expired'
  | 'Please sign in again to use this wallet on this device.'
  | 'This account already has a wallet.'
  | 'This account has no wallet yet.'
  | 'This device is not enrolled for this account.'
  | 'This device is already enrolled.'
  | 'The wallet key did not sign this enrollment.'
  | 'Sign-in with {provider} is not configured.'
  | 'The sign-in could not be completed. Please try again.'
  | 'This sign-in attempt has expired. Please start again.'
  | 'This link has expired. Start the sign-in again.'
  | 'This email belongs to another account.'
  | 'This is already your email.'
  | 'No email change is pending.'
  | 'This Farcaster sign-in request has expired. Please start again.'
  | 'The Farcaster relay could not be reached. Please try again.';

/** One locale's translations of the catalogue. */
export type CatalogueTable = Readonly<Record<CatalogueId, LocaleText>>;
