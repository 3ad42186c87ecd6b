// axe-core in the page under test: the accessibility violations of one part of it (or the whole document),
// judged on the settled view: finite animations (the 150 ms entry fades) are awaited first, since contrast
// measured mid-fade is not what a person reads.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from 'playwright-core';

const axePath = fileURLToPath(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url));

/** Violations as `rule: [targets]` lines; empty when axe finds none. `page` may be a frame (the wallet frame's pages). */
export async function axeViolations(page: Page | Frame, selector?: string): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) {
    const source = await readFile(axePath, 'utf8');
    // A page whose CSP allows only its own scripts (the wallet frame) refuses the tag: axe runs as the test's own code.
    await page.addScriptTag({ content: source }).catch(() => page.evaluate(`${source}\n;window.axe = axe;`));
  }
  return page.evaluate(async (include) => {
    const axe = (
      window as unknown as {
        axe: {
          run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  }, selector ?? null);
}
