// Translation by the English wording. The catalogue's texts (errors, toasts, a server's refusals) must stay exactly as
// they are in English, because hosts and tests compare them; a table keyed by that English wording (the gettext way)
// translates them where they are shown. A key's `{name}` parts match any text and are carried into the translation,
// with the locale's digits when they are a number; `{count}` picks the plural form. A text no key matches is shown
// as it came (a wallet's or a node's own message, which nobody can translate for it).
import type { Locale } from './locales';
import { localeText, type LocaleText } from './text';

/** Translates one English text for display. */
export type Translator = (text: string) => string;

const PLACEHOLDER = /\{(\w+)\}/;

/**
 * A translator over `table` (English wording -> the locale's text). A placeholder may match nothing, so one key can
 * cover an English plural: "{count} decimal{s}" matches "1 decimal" and "18 decimals".
 */
export function createTranslator(locale: Locale, table: Readonly<Record<string, LocaleText>>): Translator {
  // Keys with placeholders become anchored patterns, tried in table order after an exact match.
  const patterns = Object.keys(table)
    .filter((key) => PLACEHOLDER.test(key))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/\{(\w+)\}/)
        .map((part, i) => (i % 2 ? (names.push(part), '(.*?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`, 's') };
    });
  return (text) => {
    const exact = Object.hasOwn(table, text) ? table[text] : undefined;
    if (exact !== undefined && typeof exact === 'string') return exact;
    for (const { key, names, pattern } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values: Record<string, string | number> = {};
      names.forEach((name, i) => {
        const raw = match[i + 1] ?? '';
        values[name] = /^\d{1,15}$/.test(raw) ? Number(raw) : raw;
      });
      return localeText(locale, table[key] as LocaleText, values);
    }
    return text;
  };
}
