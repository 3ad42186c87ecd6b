// A not-safe method this frame (or this account) does not do yet. It still goes through the approval gate like every
// other not-safe method: the user sees what the app asked for, and only after their click is it refused (4200). So
// the not-safe list alone decides that a click comes first, and a method implemented later changes nothing about that.
import { unsupported } from './common';
import type { NotSafeHandler } from './handler';

/** The handler of `method`, shown as `title` with its parameters, refused after the click. */
export function notSupported(method: string, title: string): NotSafeHandler<unknown> {
  return async (_ctx, _chain, params, account) => ({
    view: { title, rows: [['Account', account.address]], body: JSON.stringify(params ?? [], null, 2) },
    sign: () => Promise.reject(unsupported(method)),
  });
}
