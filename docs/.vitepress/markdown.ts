/**
 * How the site's markdown is rendered, and how its code samples are checked. Every TypeScript sample of a hand-written page is a twoslash block:
 * compiled at build time against the built package, resolved the way a host's bundler resolves it (package.json
 * "exports" -> dist/*.d.ts, the files `npm pack` ships), never against source paths, so a renamed option fails the
 * build. The tests render pages through these same options to show that a broken sample fails.
 */
import { fileURLToPath } from 'node:url';
import { defaultHoverInfoProcessor, transformerTwoslash } from '@shikijs/vitepress-twoslash';
import type { MarkdownOptions } from 'vitepress';
import ts from 'typescript';

/**
 * The repository root: `walletdock` resolves there by its own package.json (a package's self-reference). Without a
 * trailing slash: twoslash joins it with the sample's file name, and a doubled slash makes every diagnostic look like
 * another file's, so a broken sample would pass.
 */
export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/+$/, '');

/** Compiler options of a host app on a bundler (Vite, Next.js): strict, ESM, React's automatic JSX runtime. */
const compilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  noUncheckedIndexedAccess: true,
  skipLibCheck: true,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
};

/**
 * A hover shows the start of a long type: a viem chain or a wagmi config expands to hundreds of lines, which every
 * page would carry for each mention (and which no reader scrolls through); the reference pages have the whole type.
 */
const HOVER_MAX_LINES = 12;
function shortenHover(info: string): string {
  const lines = defaultHoverInfoProcessor(info).split('\n');
  return lines.length > HOVER_MAX_LINES ? [...lines.slice(0, HOVER_MAX_LINES), '  // …'].join('\n') : lines.join('\n');
}

/**
 * Hovers on the DOM's and React's own names (`div`, `onClick`, `style`, `key`) teach nothing about walletdock and
 * are most of a JSX sample's hovers: they are left out. A kept hover keeps its summary and parameter docs but not
 * its `@example` and `@see` tags: the page around it is the example, and a highlighted example in every hover of
 * every mention made each page's script several times larger. Errors are never filtered.
 */
const REACT_DOM_HOVER = /^\(property\) (React|JSX)\./;
const DROPPED_TAGS = new Set(['example', 'see']);
function keepNode(node: { type: string; text?: string; tags?: [string, string | undefined][] }): boolean {
  if (node.type !== 'hover') return true;
  if (REACT_DOM_HOVER.test(node.text ?? '')) return false;
  if (node.tags) node.tags = node.tags.filter(([name]) => !DROPPED_TAGS.has(name));
  return true;
}

/** The text of a rendered node (a code line is spans of tokens). */
type HastNode = { type: string; value?: string; children?: HastNode[] };
const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/**
 * Twoslash keeps its `// @filename:` markers in the code it renders; they are for the compiler (where one file of a
 * multi-file sample starts), and the reader sees a plain comment naming the file below each (or a cut) instead. Runs
 * after twoslash: the hovers are already placed on the lines that stay.
 */
const hideFilenameMarkers = {
  name: 'walletdock:hide-filename-markers',
  code(node: HastNode) {
    const lines = node.children ?? [];
    for (let i = 0; i < lines.length; i++) {
      if (lines[i]!.type !== 'element' || !/^\s*\/\/ @filename:/.test(textOf(lines[i]!))) continue;
      // The line and the newline text node after it.
      lines.splice(i, lines[i + 1]?.type === 'text' ? 2 : 1);
      i--;
    }
  },
};

/** Fence languages that must be type-checked: a sample in one of these without `twoslash` fails the build. */
const CHECKED_LANGUAGES = new Set(['ts', 'tsx', 'js', 'jsx', 'typescript', 'javascript']);

/** The markdown options of the site: hover types from twoslash, and no unchecked sample. */
export const markdown: MarkdownOptions = {
  // GitHub's themes whose every token colour meets 4.5:1 on the theme's code background (#f6f6f7 light, #161618
  // dark): plain github-light's comments and keywords (4.4 and 4.2) and github-dark's comments (3.8) fall short.
  theme: { light: 'github-light-high-contrast', dark: 'github-dark-default' },
  // throws: a sample that does not compile fails the build (twoslash only warns in development otherwise).
  codeTransformers: [
    transformerTwoslash({
      twoslashOptions: { vfsRoot: repositoryRoot, compilerOptions, filterNode: keepNode },
      processHoverInfo: shortenHover,
      throws: true,
    }),
    hideFilenameMarkers,
  ],
  config(md) {
    // Inline code is text, never a Vue template: `options={{ … }}` in a table must not be read as an interpolation.
    const codeInline = md.renderer.rules.code_inline!;
    md.renderer.rules.code_inline = (tokens, index, options, env, self) => {
      tokens[index]!.attrSet('v-pre', '');
      return codeInline(tokens, index, options, env, self);
    };
    // A sample that is not type-checked can rot unseen: every TypeScript fence of a hand-written page must be a
    // twoslash block (the generated reference quotes doc comments, which the package's own typecheck covers).
    md.core.ruler.push('walletdock-require-twoslash', (state) => {
      const page = String((state.env as { relativePath?: string }).relativePath ?? '');
      if (page.startsWith('reference/')) return;
      for (const token of state.tokens) {
        if (token.type !== 'fence') continue;
        const [lang = '', ...meta] = token.info.trim().split(/\s+/);
        if (CHECKED_LANGUAGES.has(lang) && !meta.includes('twoslash')) {
          throw new Error(
            `${page}:${(token.map?.[0] ?? 0) + 1}: a \`${lang}\` sample without twoslash; write \`\`\`${lang} twoslash so it is type-checked`,
          );
        }
      }
    });
  },
};
