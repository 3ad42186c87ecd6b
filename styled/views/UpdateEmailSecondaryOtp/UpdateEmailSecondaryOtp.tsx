/** UpdateEmailSecondaryOtp: the code sent to the new address; the new email is stored (the form is the primary step's). */
import { UpdateEmailOtp } from '../UpdateEmailPrimaryOtp/UpdateEmailPrimaryOtp';

/** The UpdateEmailSecondaryOtp view. */
export function UpdateEmailSecondaryOtp() {
  return <UpdateEmailOtp step="secondary" />;
}
