/**
 * What the local search indexes of a page. VitePress renders every page a second time for its search index; with the
 * site's markdown that would type-check every sample again (doubling the build's slowest part) and index each hover
 * popup's type text as page words (a search for a hook found every page whose types mention it). The index gets the
 * samples as the reader sees their code: without the type-check, the setup lines above `// ---cut---` and the
 * `// @filename` markers.
 */
import type { MarkdownEnv } from 'vitepress';

/** A fence line that opens a twoslash sample: its indentation and backticks, then `lang ... twoslash ...`. */
const TWOSLASH_FENCE = /^(\s*`{3,})[a-z]+\b[^\n]*\btwoslash\b[^\n]*$/;
const FENCE_CLOSE = /^\s*`{3,}\s*$/;
const CUT = /^\s*\/\/ ---cut---\s*$/;
const FILENAME = /^\s*\/\/ @filename:/;

/** The page's markdown with each twoslash sample turned into a plain-text block of what the reader sees. */
export function withoutTypeChecks(markdown: string): string {
  const out: string[] = [];
  let sample: string[] | undefined;
  for (const line of markdown.split('\n')) {
    if (sample === undefined) {
      const fence = TWOSLASH_FENCE.exec(line);
      if (fence) {
        out.push(`${fence[1]}text`);
        sample = [];
      } else {
        out.push(line);
      }
      continue;
    }
    if (FENCE_CLOSE.test(line)) {
      out.push(...sample, line);
      sample = undefined;
    } else if (CUT.test(line)) {
      sample = [];
    } else if (!FILENAME.test(line)) {
      sample.push(line);
    }
  }
  if (sample) out.push(...sample);
  return out.join('\n');
}

/** The local search's page renderer (VitePress's `search.options._render`). */
export function renderForSearch(
  src: string,
  env: MarkdownEnv,
  md: { render(src: string, env: MarkdownEnv): string },
): string {
  const html = md.render(withoutTypeChecks(src), env);
  // A page can opt out of the index, as with VitePress's own renderer.
  return env.frontmatter?.search === false ? '' : html;
}
