// Texts of a locale table: `{name}` placeholders filled at display time, and plural forms chosen by Intl.PluralRules
// (no message-format engine: a locale's table says each form in full, `{ one: '…', few: '…', other: '…' }`, and the
// count is the `count` value). Plain Intl costs nothing to download; an ICU MessageFormat library costs ~10 KB gzip.
import { intlLocale, type Locale } from './locales';

/** A text's plural forms, by the locale's plural category (Intl.PluralRules); `other` is required. */
export type PluralForms = { readonly other: string } & {
  readonly [C in Exclude<Intl.LDMLPluralRule, 'other'>]?: string;
};

/** A text of a locale table: a template, or plural forms chosen by its `{count}`. */
export type LocaleText = string | PluralForms;

/** Values filled into `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillTemplate(template: string, values: TextValues): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (values[key] === undefined ? all : String(values[key])));
}

const rules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale` (e.g. Russian's "few" for 3). */
export function pluralForm(locale: Locale, count: number, forms: PluralForms): string {
  const tag = intlLocale(locale);
  let rule = rules.get(tag);
  if (!rule) rules.set(tag, (rule = new Intl.PluralRules(tag)));
  return forms[rule.select(count)] ?? forms.other;
}

const digits = new Map<string, Intl.NumberFormat>();

/**
 * A locale table's text with its values: the plural form of `values.count`, placeholders filled, numbers written with
 * the locale's digits (Arabic's ٣, Persian's ۳).
 */
export function localeText(locale: Locale, text: LocaleText, values: TextValues = {}): string {
  const template = typeof text === 'string' ? text : pluralForm(locale, Number(values.count ?? 0), text);
  const tag = intlLocale(locale);
  let format = digits.get(tag);
  if (!format)
    digits.set(tag, (format = new Intl.NumberFormat(tag, { useGrouping: false, maximumFractionDigits: 20 })));
  const shown: Record<string, string> = {};
  for (const [key, value] of Object.entries(values))
    shown[key] = typeof value === 'number' ? format.format(value) : value;
  return fillTemplate(template, shown);
}
