// The documentation site for `npm start`: serves docs/.vitepress/dist (what `npm run docs` builds) on 127.0.0.1.
// A fresh clone has no build yet: then `npm run docs` runs in the background, at low priority so the demo stays
// responsive, and until it finishes every page is a short note that reloads itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerLogger, serveStatic, startHttpServer } from 'walletdock/server/node';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const siteDir = join(root, 'docs', '.vitepress', 'dist');

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="10">
<title>walletdock docs</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>The documentation is being built</h1><p><code>npm run docs</code> is running in the background (the package build,
the reference pages, then the site). This page reloads itself until the site is ready.</p></body></html>`;

/** The running docs server: its URL, what it serves, and how to stop it (and a build it started). */
export interface DocsSite {
  url: string;
  /** When the served build was made, or that it is being built now. */
  status: string;
  close(): Promise<void>;
}

const built = () => existsSync(join(siteDir, 'index.html'));

/** Stops a process group by its id (the builder and what npm started under it). */
function stopGroup(id: number): void {
  try {
    process.kill(-id, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Serves the built site on `port`, building it in the background first when there is none. */
export async function startDocsSite(port: number): Promise<DocsSite> {
  let builder: ChildProcess | undefined;
  let failed = false;
  // Stopped by npm start's own shutdown: that ends the build, it is not a failed build.
  let stopping = false;
  if (!built()) {
    // Its own process group, so stopping it stops npm's children (tsup, TypeDoc, VitePress) too.
    builder = spawn('npm', ['run', 'docs', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    const group = builder.pid;
    if (group) {
      setPriority(group, 10);
      // Last resort, as for every child of npm start: never leave the build behind.
      process.once('exit', () => {
        if (builder) stopGroup(group);
      });
    }
    builder.once('exit', (code) => {
      builder = undefined;
      failed = code !== 0 && !stopping;
      if (failed) console.error(`[docs] npm run docs failed (exit code ${code}); run it yourself to see why`);
    });
  }
  const http = await startHttpServer({
    host: '127.0.0.1',
    port,
    // A page view is not news in the console of npm start (nor is the "being built" page's 503): errors only.
    logger: createServerLogger({ name: 'docs', level: 'error' }),
    routes: [],
    fallback: async ({ req, res, url }) => {
      if (!built()) {
        res
          .writeHead(failed ? 500 : 503, { 'content-type': 'text/html; charset=utf-8' })
          .end(failed ? 'npm run docs failed' : BUILDING_PAGE);
        return true;
      }
      return (await serveStatic(siteDir, url.pathname, req, res)) || serveStatic(siteDir, '/404.html', req, res);
    },
  });
  return {
    url: http.url,
    status: builder
      ? 'building it now: npm run docs, in the background'
      : `built ${statSync(join(siteDir, 'index.html')).mtime.toLocaleString()}; npm run docs rebuilds it`,
    async close() {
      stopping = true;
      if (builder?.pid) stopGroup(builder.pid);
      await http.close();
    },
  };
}
