/**
 * The embedded wallet's views and their titles, one on-demand chunk for the registry. One loader for all of them keeps
 * the registry's entries (which ship in the modal's first chunk) a name each; the views are small and a login visits
 * several of them, so one download serves the whole flow.
 */
export { AccountTypeSwitch } from './AccountTypeSwitch/AccountTypeSwitch';
export { ApproveTransaction } from './ApproveTransaction/ApproveTransaction';
export { ConnectingFarcaster } from './ConnectingFarcaster/ConnectingFarcaster';
export { ConnectingSocial } from './ConnectingSocial/ConnectingSocial';
export { EmailVerifyDevice } from './EmailVerifyDevice/EmailVerifyDevice';
export { EmailVerifyOtp } from './EmailVerifyOtp/EmailVerifyOtp';
export { EmbeddedTitle } from './EmbeddedTitle';
export { UpdateEmailPrimaryOtp } from './UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtp';
export { UpdateEmailSecondaryOtp } from './UpdateEmailSecondaryOtp/UpdateEmailSecondaryOtp';
export { UpdateEmailWallet } from './UpdateEmailWallet/UpdateEmailWallet';
