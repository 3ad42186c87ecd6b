// The blockchain API's tables (component 'blockchain-api' in walletdock_migration). Addresses are stored lower-case
// hex, amounts as numeric (uint256 does not fit int8), block numbers and timestamps (seconds) as int8.
//
// Written by the indexer, one database transaction per batch of blocks:
//   api_block        the indexed chain: every block's hash and parent hash (reorg detection) and timestamp;
//   api_transaction  transactions that moved something (sender, recipient, nonce, failed or not);
//   api_transfer     one row per movement: a native value transfer (log_index -1) or a Transfer log (ERC-20,
//                    ERC-721) or one entry of an ERC-1155 TransferSingle/TransferBatch (sub_index);
//   api_account_tx   (address, transaction) pairs: history pages are one index range scan;
//   api_balance      ERC-20 balances per owner, kept by adding each batch's net amounts (rolled back the same way);
//   api_nft          ERC-721/1155 holdings per owner and token id, kept the same way.
// Written on first sight: api_token (name, symbol, decimals read from the contract) and api_nft_meta (token URI
// metadata read when an NFT is first shown).
import type { Migration } from '../db';

const TABLES = [
  `CREATE TABLE IF NOT EXISTS api_block (
    chain_id bigint NOT NULL, number bigint NOT NULL, hash text NOT NULL, parent_hash text NOT NULL, timestamp bigint NOT NULL,
    PRIMARY KEY (chain_id, number))`,
  `CREATE TABLE IF NOT EXISTS api_transaction (
    chain_id bigint NOT NULL, block_number bigint NOT NULL, tx_index int NOT NULL, hash text NOT NULL, sender text NOT NULL,
    recipient text, nonce bigint NOT NULL, failed boolean NOT NULL, timestamp bigint NOT NULL,
    PRIMARY KEY (chain_id, block_number, tx_index))`,
  `CREATE TABLE IF NOT EXISTS api_transfer (
    chain_id bigint NOT NULL, block_number bigint NOT NULL, tx_index int NOT NULL, log_index int NOT NULL, sub_index int NOT NULL,
    block_hash text NOT NULL, kind text NOT NULL, token text, token_id numeric, sender text NOT NULL, recipient text NOT NULL,
    amount numeric NOT NULL,
    PRIMARY KEY (chain_id, block_number, tx_index, log_index, sub_index))`,
  `CREATE TABLE IF NOT EXISTS api_account_tx (
    address text NOT NULL, chain_id bigint NOT NULL, block_number bigint NOT NULL, tx_index int NOT NULL, timestamp bigint NOT NULL,
    PRIMARY KEY (address, chain_id, block_number, tx_index))`,
  `CREATE TABLE IF NOT EXISTS api_balance (
    chain_id bigint NOT NULL, owner text NOT NULL, token text NOT NULL, amount numeric NOT NULL,
    PRIMARY KEY (owner, chain_id, token))`,
  `CREATE TABLE IF NOT EXISTS api_nft (
    chain_id bigint NOT NULL, owner text NOT NULL, token text NOT NULL, token_id numeric NOT NULL, amount numeric NOT NULL,
    PRIMARY KEY (owner, chain_id, token, token_id))`,
  `CREATE TABLE IF NOT EXISTS api_token (
    chain_id bigint NOT NULL, address text NOT NULL, kind text NOT NULL, name text NOT NULL, symbol text NOT NULL, decimals int,
    PRIMARY KEY (chain_id, address))`,
  `CREATE TABLE IF NOT EXISTS api_nft_meta (
    chain_id bigint NOT NULL, token text NOT NULL, token_id numeric NOT NULL, name text, image text, uri text,
    PRIMARY KEY (chain_id, token, token_id))`,
];

/** The blockchain API's migrations: append, never edit. */
export const blockchainApiMigrations: readonly Migration[] = [{ name: 'index tables', up: TABLES }];
