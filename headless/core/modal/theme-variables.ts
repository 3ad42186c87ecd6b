/**
 * The theme variables a host may set, by walletdock's names (`--wd-*`) and by AppKit's (`--w3m-*`, and `--apkt-*` from
 * AppKit 1.8) for the ones that mean the same here, so an AppKit app's `themeVariables` keep its accent when it
 * switches. Any other name is a type error and, from untyped code, one console warning: a name nobody reads would
 * otherwise be dropped without a word.
 */

/**
 * The variables the modal reads. Values are CSS values; a number is read as px for sizes and as percent for the mix
 * strength. Both modes use them; surfaces, borders and text are derived per mode so contrast stays readable.
 * @example
 * const variables: WalletDockThemeVariables = { '--wd-accent': '#0e76fd', '--wd-border-radius-master': 6 };
 */
export interface WalletDockThemeVariables {
  /** Colour of primary buttons, links, focus rings and the selected tab (default #3350e0 light, #667dff dark). */
  '--wd-accent'?: string;
  /** A colour blended into the modal's background, e.g. your brand's (default transparent: none). */
  '--wd-color-mix'?: string;
  /** How much of `--wd-color-mix` the background takes, 0–100 (default 0). */
  '--wd-color-mix-strength'?: number | string;
  /** The modal's font stack (default Inter, then the system UI fonts). */
  '--wd-font-family'?: string;
  /** The base unit every text size multiplies (default 10px: body text is 1.4× = 14px). */
  '--wd-font-size-master'?: number | string;
  /** The base unit every corner multiplies (default 4px: the modal's corners are 8× = 32px, buttons 4× = 16px). */
  '--wd-border-radius-master'?: number | string;
  /** The modal's and the toast's stacking level (default 999). */
  '--wd-z-index'?: number | string;
  /** Colour of the QR codes' modules (default #000000 on white, in both modes, so every camera reads them). */
  '--wd-qrcode-color'?: string;
}

/** The walletdock name of each AppKit name (`--w3m-x` and `--apkt-x` mean `--wd-x`; AppKit's QR colour is named apart). */
const APPKIT_NAMES = {
  accent: '--wd-accent',
  'color-mix': '--wd-color-mix',
  'color-mix-strength': '--wd-color-mix-strength',
  'font-family': '--wd-font-family',
  'font-size-master': '--wd-font-size-master',
  'border-radius-master': '--wd-border-radius-master',
  'z-index': '--wd-z-index',
  'qr-color': '--wd-qrcode-color',
} as const satisfies Record<string, keyof WalletDockThemeVariables>;
type AppKitSuffix = keyof typeof APPKIT_NAMES;

/**
 * AppKit's theme variables that have a meaning here, each read as its `--wd-*` counterpart (`--w3m-accent` is
 * `--wd-accent`). When an object names one setting several ways, `--wd-*` wins over `--apkt-*`, which wins over `--w3m-*`
 * (AppKit's own order between its two).
 */
export type AppKitThemeVariables = {
  [S in AppKitSuffix as `--w3m-${S}` | `--apkt-${S}`]?: WalletDockThemeVariables[(typeof APPKIT_NAMES)[S]];
};

/** Theme variables as hosts write them: walletdock's names or AppKit's. */
export type ThemeVariables = Readonly<WalletDockThemeVariables & AppKitThemeVariables>;

const WD_NAMES: ReadonlySet<string> = new Set(Object.values(APPKIT_NAMES));
const PREFIXES = ['--w3m-', '--apkt-'] as const;

/** The `--wd-*` name a host's variable stands for, or undefined for a name walletdock does not read. */
export function themeVariableName(name: string): keyof WalletDockThemeVariables | undefined {
  if (WD_NAMES.has(name)) return name as keyof WalletDockThemeVariables;
  for (const prefix of PREFIXES) {
    if (!name.startsWith(prefix)) continue;
    const suffix = name.slice(prefix.length);
    if (Object.hasOwn(APPKIT_NAMES, suffix)) return APPKIT_NAMES[suffix as AppKitSuffix];
  }
  return undefined;
}

// Lower rank is applied first, so a higher one overwrites it within one object.
const rank = (name: string) => (name.startsWith('--w3m-') ? 0 : name.startsWith('--apkt-') ? 1 : 2);

/** A variable left out, and why: a name walletdock does not read, or a value that is not a string or a number. */
export interface IgnoredThemeVariable {
  name: string;
  reason: 'unknown name' | 'not a string or number';
}

/**
 * A host's theme variables by walletdock's names, and the ones left out (in the order given).
 * @example
 * resolveThemeVariables({ '--w3m-accent': '#000', '--w3m-acent': '#f00' });
 * // { variables: { '--wd-accent': '#000' }, ignored: [{ name: '--w3m-acent', reason: 'unknown name' }] }
 */
export function resolveThemeVariables(input: Readonly<Record<string, unknown>>): {
  variables: WalletDockThemeVariables;
  ignored: IgnoredThemeVariable[];
} {
  const variables: Record<string, string | number> = {};
  const ignored: IgnoredThemeVariable[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (!themeVariableName(name)) ignored.push({ name, reason: 'unknown name' });
    else if (typeof value !== 'string' && typeof value !== 'number')
      ignored.push({ name, reason: 'not a string or number' });
  }
  const usable = Object.entries(input).filter(
    ([name, value]) => themeVariableName(name) && (typeof value === 'string' || typeof value === 'number'),
  ) as [string, string | number][];
  for (const [name, value] of usable.sort(([a], [b]) => rank(a) - rank(b)))
    variables[themeVariableName(name) as string] = value;
  return { variables: variables as WalletDockThemeVariables, ignored };
}

/** The one-line warning for a theme variable left out. */
export function ignoredThemeVariableMessage({ name, reason }: IgnoredThemeVariable): string {
  return reason === 'unknown name'
    ? `[walletdock] themeVariables: '${name}' is not a variable walletdock reads, ignored (it reads ${[...WD_NAMES].join(', ')}, or AppKit's --w3m-* / --apkt-* names for them)`
    : `[walletdock] themeVariables: '${name}' must be a string or a number, ignored`;
}

/**
 * Reads a host's theme variables for one instance, warning once per variable it leaves out (a setter called on every
 * render would otherwise repeat the same line).
 */
export function themeVariablesReader(
  warn: (message: string) => void = (message) => console.warn(message),
): (input: Readonly<Record<string, unknown>>) => WalletDockThemeVariables {
  const warned = new Set<string>();
  return (input) => {
    const { variables, ignored } = resolveThemeVariables(input);
    for (const entry of ignored) {
      if (warned.has(entry.name)) continue;
      warned.add(entry.name);
      warn(ignoredThemeVariableMessage(entry));
    }
    return variables;
  };
}
