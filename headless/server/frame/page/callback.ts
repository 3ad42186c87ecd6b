// The provider's redirect lands here (a top-level page of the frame's origin, in the popup): hand the URL to the
// frame that opened the popup — only to a window of this origin — and close.
import { CALLBACK_MESSAGE } from './callback-message';

const opener = window.opener as Window | null;
if (opener) {
  opener.postMessage({ type: CALLBACK_MESSAGE, url: location.href }, location.origin);
  window.close();
} else {
  document.getElementById('status')!.textContent = 'Sign-in finished. You can close this window.';
}
