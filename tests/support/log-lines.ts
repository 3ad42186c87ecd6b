// The JSON lines a server logs, collected from the destination stream the test gives its logger (the real logger,
// writing to a stream of ours instead of stdout), parsed for the test to read as an operator would.
import { createServerLogger, type ServerLogger } from 'walletdock/server/node';

/** One parsed log line. */
export type LogLine = Record<string, unknown> & { level: string; msg: string };

/** A logger at `level` whose lines land in `lines` (parsed) and `text` (as written). */
export function captureLogs(
  name: string,
  level: 'debug' | 'info' = 'info',
): { logger: ServerLogger; lines: LogLine[]; text: () => string } {
  const raw: string[] = [];
  const lines: LogLine[] = [];
  const logger = createServerLogger({
    name,
    level,
    destination: {
      write(chunk: string) {
        for (const line of chunk.split('\n').filter(Boolean)) {
          raw.push(line);
          lines.push(JSON.parse(line) as LogLine);
        }
      },
    },
  });
  return { logger, lines, text: () => raw.join('\n') };
}
