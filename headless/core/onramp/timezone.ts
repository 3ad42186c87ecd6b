// Where buying is not offered: no on-ramp provider serves visitors whose clock is set to one of the restricted
// timezones. The timezone is read from Intl when asked (never at import: a server render has none of the
// visitor's), and a host or a test may pass one.
import { RESTRICTED_TIMEZONES } from '../model/constants';

/** The visitor's IANA timezone, from Intl; undefined when the platform does not say. */
export function currentTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether buying is restricted in `timezone` (default: the visitor's).
 *
 * @example
 * isRestrictedTimezone('Asia/Shanghai'); // true
 * isRestrictedTimezone('Europe/Berlin'); // false
 */
export function isRestrictedTimezone(timezone: string | undefined = currentTimezone()): boolean {
  return timezone !== undefined && (RESTRICTED_TIMEZONES as readonly string[]).includes(timezone);
}
