// The provider's redirect lands here (a top-level page of the frame's origin, in the popup): hand the URL to the
// frame that opened the popup — only to a window of this origin — and close.
import { CALLBACK_MESSAGE } from './callback-message';
import { setFrameLocale, t } from './i18n/language';

const opener = window.opener as Window | null;
if (opener) {
  void setFrameLocale().then(() => {
    document.getElementById('status')!.textContent = t('Completing sign-in…');
  });
  opener.postMessage({ type: CALLBACK_MESSAGE, url: location.href }, location.origin);
  window.close();
} else {
  // A page of its own (no app around it): the browser's language.
  void setFrameLocale().then(() => {
    document.title = t('Signing in…');
    document.getElementById('status')!.textContent = t('Sign-in finished. You can close this window.');
  });
}
