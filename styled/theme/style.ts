/**
 * vanilla-extract's `style` and `styleVariants` for walletdock's own styles: each rule is written on its class three
 * times (`.x.x.x`, `.x.x.x:hover`), two classes above what it would be. A host page styles the elements inside the
 * modal with selectors of its own (an app's `button:hover` is (0,1,1)): walletdock's reset of its elements
 * (root.css.ts) sits above those, at (0,2,0) and (0,2,1), and every class of walletdock's must sit above the reset.
 * Every style of walletdock's is lifted alike, so their order among themselves is unchanged.
 * Every `.css.ts` of styled/ imports these instead of vanilla-extract's own.
 */
import {
  style as vanillaStyle,
  styleVariants as vanillaStyleVariants,
  type ComplexStyleRule,
  type StyleRule,
} from '@vanilla-extract/css';

/** How a selector's own class is written: three times. */
const LIFTED = '&&&';

type Rule = Record<string, unknown>;

/** A rule's declarations, simple pseudos and `selectors` as `selectors` on the lifted class (queries kept around them). */
function lift(rule: StyleRule): StyleRule {
  const own: Rule = {};
  const selectors: Rule = {};
  const queries: Rule = {};
  for (const [key, value] of Object.entries(rule as Rule)) {
    if (key === 'selectors') {
      for (const [selector, inner] of Object.entries(value as Rule))
        selectors[selector.replaceAll('&', LIFTED)] = inner;
    } else if (key.startsWith('@')) {
      // '@media' and the other queries: a condition name over a rule of its own ('@starting-style' is one rule).
      queries[key] =
        key === '@starting-style'
          ? lift(value as StyleRule)
          : Object.fromEntries(
              Object.entries(value as Rule).map(([query, inner]) => [query, lift(inner as StyleRule)]),
            );
    } else if (key.startsWith(':')) {
      selectors[`${LIFTED}${key}`] = value;
    } else {
      own[key] = value;
    }
  }
  // The class's own declarations first: the cascade reads them before its states, as written.
  const all = Object.keys(own).length > 0 ? { [LIFTED]: own, ...selectors } : selectors;
  return { ...(Object.keys(all).length > 0 ? { selectors: all } : {}), ...queries } as StyleRule;
}

// A composition lists class names (kept) and rules (lifted).
const liftComplex = (rule: ComplexStyleRule): ComplexStyleRule =>
  Array.isArray(rule)
    ? rule.map((part) => (typeof part === 'object' && !Array.isArray(part) ? lift(part) : part))
    : lift(rule);

/** vanilla-extract's `style`, every rule lifted (see the module's comment). */
export function style(rule: ComplexStyleRule, debugId?: string): string {
  return vanillaStyle(liftComplex(rule), debugId);
}

/** vanilla-extract's `styleVariants`, every variant lifted. */
export function styleVariants<Key extends string | number>(
  variants: Record<Key, ComplexStyleRule>,
  debugId?: string,
): Record<Key, string> {
  const lifted = Object.fromEntries(
    Object.entries(variants).map(([key, rule]) => [key, liftComplex(rule as ComplexStyleRule)]),
  ) as Record<Key, ComplexStyleRule>;
  return vanillaStyleVariants(lifted, debugId);
}

/** A class written to match as a lifted rule does, for the few global selectors that start from one of ours. */
export const lifted = (className: string): string => className.repeat(3);
