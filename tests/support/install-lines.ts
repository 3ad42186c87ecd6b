/**
 * The npm commands a guide prints, read from its markdown so that a test runs what a reader copies: every `npm …`
 * line of a ```sh block, and every inline `npm install …` / `npm uninstall …` span of the prose. Table rows are left
 * out: the migration tables' left column is the other kit's command, not one to run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One npm command and where a reader finds it. */
export interface GuideLine {
  /** As printed, e.g. `npm install walletdock @wagmi/core@2`. */
  command: string;
  /** Every place it is printed, `docs/guide/installation.md:15`. */
  printedAt: string[];
}

/** The distinct npm commands of `guides` (paths from the repository's root), in order of first appearance. */
export function guideLines(guides: readonly string[]): GuideLine[] {
  const lines = new Map<string, GuideLine>();
  const add = (command: string, at: string) => {
    const normalised = command.trim().replace(/\s+/g, ' ');
    const known = lines.get(normalised);
    if (known) known.printedAt.push(at);
    else lines.set(normalised, { command: normalised, printedAt: [at] });
  };
  for (const guide of guides) {
    const text = readFileSync(join(root, guide), 'utf8').split('\n');
    let fence: string | undefined;
    text.forEach((line, index) => {
      const at = `${guide}:${index + 1}`;
      const opening = /^\s*```(\w*)/.exec(line);
      if (opening) {
        fence = fence === undefined ? (opening[1] ?? '') : undefined;
        return;
      }
      if (fence !== undefined) {
        if (fence === 'sh' && /^\s*npm /.test(line)) add(line, at);
        return;
      }
      if (/^\s*\|/.test(line)) return;
      for (const span of line.matchAll(/`(npm (?:install|uninstall) [^`]+)`/g)) add(span[1] as string, at);
    });
  }
  return [...lines.values()];
}

/**
 * The wagmi major a command is written for: the one it names (`@wagmi/core@2`, `wagmi@3`); 3 for a bare `@wagmi/core`
 * (a new app gets today's wagmi; the guides say a wagmi 2 app must not run it); undefined when it names neither (any app).
 */
export function wagmiMajorOf(command: string): number | undefined {
  const named = /(?:^|\s)(?:@wagmi\/core|wagmi)@(\d+)/.exec(command);
  if (named) return Number(named[1]);
  return /(?:^|\s)@wagmi\/core(?:\s|$)/.test(command) ? 3 : undefined;
}
