/**
 * walletdock/faucet: the test-coin faucet's API shapes (zod schemas shared by the faucet server and
 * its page), its messages and constants. Only the faucet in this repository uses it.
 *
 * @module walletdock/faucet
 */
export {
  CaptchaSchema, ClaimRequestSchema, ClaimResponseSchema, FaucetAmountSchema, FaucetClaimEntrySchema,
  FaucetErrorResponseSchema, FaucetStatusSchema, HistoryResponseSchema, VerifyCaptchaRequestSchema,
  VerifyCaptchaResponseSchema,
} from './core/schemas/faucet';
export type {
  Captcha, ClaimRequest, ClaimResponse, FaucetClaimEntry, FaucetStatus, HistoryResponse, VerifyCaptchaRequest,
  VerifyCaptchaResponse,
} from './core/schemas/faucet';
export { FaucetMessages } from './core/model/errors';
export {
  FAUCET_CHAIN_ID, FAUCET_COOLDOWN_MS, FAUCET_DEFAULT_PRIORITY_FEE, FAUCET_DETECT_DELAY_MS, FAUCET_DETECT_INTERVAL_MS,
  FAUCET_DETECT_RETRIES, FAUCET_DISCONNECT_WARN_COUNT, FAUCET_DISCONNECT_WARN_WINDOW_MS, FAUCET_FEE_BASE_MULTIPLIER,
  FAUCET_MODAL_OPEN_TIMEOUT_MS, FAUCET_NATIVE_CURRENCY, FAUCET_PENDING_POLL_MS, FAUCET_RECEIPT_TIMEOUT_MS, FAUCET_TOAST_MS,
  FAUCET_WALLET_SWITCH_TIMEOUT_MS, FAUCET_WALLET_TOAST_MS,
} from './core/model/constants';
