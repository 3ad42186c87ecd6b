import { defineConfig } from 'tsup';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, transform } from 'esbuild';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import subpathList from './headless/subpaths.json' with { type: 'json' };

// One entry per public subpath, from the one list (headless/subpaths.json): its name is the output's path in dist/.
interface Subpath {
  source: string;
  dist: string;
  client?: boolean;
  server?: boolean;
}
const list: Subpath[] = Object.values(subpathList.subpaths);
const entries = Object.fromEntries(list.map(({ dist, source }) => [dist, source]));

// Each browser-side module is an entry of its own as well (dist/modules/<its path>, in no exports map), so that it is a
// file of its own in dist/. esbuild's splitting puts everything the same entries reach into one chunk (all the hooks,
// most of core), and a host's bundler places whole files: a chunk holding one thing the page needs at start and
// twenty only the dialog uses went whole into the host's first chunk (tests/bench/startup.mjs's open() app: 146.6 KB
// gzip at start built from that dist, 126.8 KB from the same source). One file per module lets the host's bundler
// defer what only a dynamic import reaches. The servers' code stays bundled as it was (its workers and page are found by the file
// that opens them, checked below).
const moduleDirs = ['headless/core', 'headless/react', 'styled'];
const publicSources = new Set(list.map((s) => s.source));
const moduleEntries = Object.fromEntries(
  moduleDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file}`)
      .filter((file) => /\.tsx?$/.test(file) && !/\.(css|d)\.ts$/.test(file) && !publicSources.has(file))
      .map((file) => [`modules/${file.replace(/\.tsx?$/, '')}`, file]),
  ),
);

// Libraries only walletdock's own servers (the wallet frame, the blockchain API, the faucet) run on. They are neither
// peers (npm and pnpm would put them to every browser app that installs walletdock, and permissionless's range broke
// a plain npm install with ERESOLVE) nor bundled (a server's operator takes their security fixes from npm without
// waiting for a walletdock release; PGlite ships WebAssembly files a bundle cannot carry). An operator installs them
// beside walletdock; a server entry that needs one checks at import and names the `npm i` (guardServerEntries).
const serverOnly = [
  '@electric-sql/pglite',
  'pg',
  'nodemailer',
  'openid-client',
  'jose',
  'permissionless',
  '@farcaster/auth-client',
  'pino',
];
const serverOnlyImport = new RegExp(`^(${serverOnly.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})(/|$)`);
const serverEntries = list.filter((s) => s.server).map((s) => s.dist);

// Entries a React Server Components app imports from client code ("client" in the list): their output files (never
// the chunks they share with walletdock/server) start with the directive, so a Next.js layout can import the
// provider. esbuild drops module directives when it bundles and tsup's tree shaking (rollup) drops them again, so the
// directive is put in after the files are written.
const clientOutputs = list.filter((s) => s.client).map((s) => s.dist);
async function addUseClient(): Promise<void> {
  for (const name of clientOutputs) {
    const file = `dist/${name}.js`;
    const code = await readFile(file, 'utf8');
    if (code.startsWith("'use client'")) continue;
    await writeFile(file, `'use client';\n${code}`);
    // One generated line more at the top: an empty first line in the mappings keeps them exact.
    const map = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { mappings: string };
    await writeFile(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  }
}

export default defineConfig({
  // After the files are written: the 'use client' directive on client entries, the server's workers, the frame's page.
  async onSuccess() {
    await removeModuleStylesheets();
    await addUseClient();
    await minifyPublishedCss();
    await bundleServerWorkers();
    const framePagePackages = await buildFramePageIntoPackage();
    await guardServerEntries();
    await writeThirdPartyNotices(framePagePackages);
  },
  entry: { ...entries, ...moduleEntries },
  format: ['esm'],
  // Declarations for the public entries only: the modules' files are reached through them.
  dts: { entry: entries },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  outDir: 'dist',
  // walletdock/server/node stays one module (its PGlite worker sits beside it): the frame server imports it by name.
  external: [
    serverOnlyImport,
    /^walletdock\/server\/node$/,
    /^react/,
    /^@tanstack\//,
    /^viem/,
    /^wagmi/,
    /^@wagmi\//,
    /^@walletconnect\//,
    /^@reown\//,
    /^@solana\//,
    /^@wallet-standard\//,
  ],
  // Short class names: the published CSS carries no debug identifiers (styled.css budget 8 KB gzip).
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});

// esbuild writes the CSS each entry reaches beside it: for the modules' entries, copies of parts of styled.css that
// nothing imports (the host imports walletdock/styled.css). They go, so the package does not carry them.
async function removeModuleStylesheets(): Promise<void> {
  for (const file of readdirSync('dist/modules', { recursive: true, encoding: 'utf8' })) {
    if (/\.css(\.map)?$/.test(file)) await rm(`dist/modules/${file}`);
  }
}

// walletdock/styled.css as esbuild writes it keeps each vanilla-extract module's source as a base64 comment and
// every declaration on its own line: 8.3 KB gzip for 2.5 KB of rules. Only the JS is left unminified (hosts'
// bundlers minify it, and read its source maps); a stylesheet imported as a file is often shipped as it is, so it
// is minified here. Its map pointed into the unminified text, so it goes.
async function minifyPublishedCss(): Promise<void> {
  const file = 'dist/styled/index.css';
  const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true, target: 'es2022' });
  await writeFile(file, code);
  await rm(`${file}.map`, { force: true });
}

// Worker threads load a file by URL, which esbuild leaves alone: headless/server/db/pglite.ts opens
// `new URL('./pglite-worker.mjs', import.meta.url)` and headless/server/worker/rpc.ts (startModuleWorker, for the
// servers built on the floor) `new URL('./module-worker.mjs', import.meta.url)`. Each worker is bundled next to the
// module that opens it — dist/server/node.js, where esbuild puts code only that entry reaches — and the build fails
// if that module ever lands elsewhere (a shared chunk), instead of shipping a package whose workers cannot start.
async function bundleServerWorkers(): Promise<void> {
  for (const worker of ['db/pglite-worker.mjs', 'worker/module-worker.mjs']) {
    const file = worker.slice(worker.indexOf('/') + 1);
    await build({
      entryPoints: [`headless/server/${worker}`],
      outfile: `dist/server/${file}`,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: ['@electric-sql/pglite'],
      logLevel: 'warning',
    });
    if (!readFileSync('dist/server/node.js', 'utf8').includes(file)) {
      throw new Error(`tsup: ${file} is opened from outside dist/server/node.js; move the worker next to it`);
    }
  }
}

// The wallet frame server serves its page from `new URL('./frame-page/', import.meta.url)` (headless/server/frame/server/
// config.ts), so the page is built next to the module that holds that line — dist/server/frame.js — and the build
// fails if that code ever lands elsewhere.
// It returns the folders of the npm packages bundled into the page, whose notices the package then carries.
async function buildFramePageIntoPackage(): Promise<Set<string>> {
  const { build: viteBuild } = await import('vite');
  const packages = new Set<string>();
  await viteBuild({
    configFile: 'headless/server/frame/page/vite.config.ts',
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: `${process.cwd()}/dist/server/frame-page`, emptyOutDir: true },
    plugins: [
      {
        name: 'walletdock:bundled-packages',
        generateBundle(_, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            for (const id of output.moduleIds) {
              const folder = packageFolder(id.replace(/^\0/, '').replace(/\?.*$/, ''));
              if (folder) packages.add(folder);
            }
          }
        },
      },
    ],
  });
  if (!readFileSync('dist/server/frame.js', 'utf8').includes('./frame-page/')) {
    throw new Error(
      'tsup: the frame page directory is resolved outside dist/server/frame.js; keep BUNDLED_PAGE_DIR in that bundle',
    );
  }
  return packages;
}

/** The folder of the npm package a module file belongs to (the innermost node_modules/<name>), or undefined. */
function packageFolder(file: string): string | undefined {
  const at = file.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [scope = '', name = ''] = file.slice(at + '/node_modules/'.length).split('/');
  return file.slice(0, at + '/node_modules/'.length) + (scope.startsWith('@') ? `${scope}/${name}` : scope);
}

// The licences of what the package carries, as they ask (a copy of the copyright and permission notice in every
// copy): dist/THIRD-PARTY-NOTICES.md, beside LICENSE in the tarball. Everything the library's own JavaScript imports
// stays a dependency or a peer (installed with its own licence), except the icon data generated from icon sets
// (styled/icons/generate.mjs), whose `/*!` headers esbuild keeps in the chunks; the wallet frame's page bundles its
// libraries, found in the page's build above. A package without a licence file fails the build.
async function writeThirdPartyNotices(framePagePackages: Set<string>): Promise<void> {
  const iconSets = new Set<string>();
  for (const file of readdirSync('dist', { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    for (const [header = ''] of readFileSync(`dist/${file}`, 'utf8').matchAll(/\/\*![\s\S]*?\*\//g)) {
      iconSets.add(header.replace(/^\/\*!\s*|\s*\*\/$/g, '').replace(/\n\s*\* ?/g, ' '));
    }
  }
  const libraries = [...framePagePackages].map((folder) => {
    const manifest = JSON.parse(readFileSync(`${folder}/package.json`, 'utf8')) as {
      name: string;
      version: string;
      license?: string;
      author?: string | { name?: string };
    };
    const licenceFile = readdirSync(folder).find((name) => /^(licen[cs]e|copying)([.-].*)?$/i.test(name));
    if (licenceFile) return { ...manifest, text: readFileSync(`${folder}/${licenceFile}`, 'utf8').trim() };
    // A few packages publish no licence file (bs58 4): their package.json's MIT, worded as LICENSE words it, for the
    // holder it names (or the package's contributors).
    if (manifest.license !== 'MIT')
      throw new Error(`tsup: ${manifest.name} is bundled into the frame page, ships no licence file and is not MIT`);
    const author = typeof manifest.author === 'string' ? manifest.author : manifest.author?.name;
    return { ...manifest, text: mitText(`Copyright (c) ${author ?? `the ${manifest.name} contributors`}`) };
  });
  const unique = [...new Map(libraries.map((l) => [`${l.name}@${l.version}`, l])).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const notices = [
    '# Third-party notices',
    '',
    "walletdock is MIT-licensed (LICENSE). It carries these projects' work, under their licences.",
    '',
    "## Icon data in walletdock's JavaScript",
    '',
    ...[...iconSets].sort().flatMap((notice) => {
      const [, licence, holder] = /\b(MIT|ISC) License\. (Copyright \(c\) [^.]+)\./.exec(notice) ?? [];
      const text = licence === 'MIT' ? mitText(holder!) : licence === 'ISC' ? iscText(holder!) : undefined;
      return [`- ${notice}`, '', ...(text ? ['```text', text, '```', ''] : [])];
    }),
    "## Libraries bundled into the wallet frame's page (dist/server/frame-page)",
    '',
    ...unique.flatMap(({ name, version, license, text }) => [
      `### ${name} ${version} (${license ?? 'see below'})`,
      '',
      '```text',
      text,
      '```',
      '',
    ]),
  ];
  await writeFile('dist/THIRD-PARTY-NOTICES.md', notices.join('\n'));
}

/** The MIT License as LICENSE words it, for another holder. */
const mitText = (copyright: string) =>
  readFileSync('LICENSE', 'utf8')
    .replace(/^Copyright .*$/m, copyright)
    .trim();

/** The ISC License (the text of opensource.org/license/isc-license-txt). */
const iscText = (copyright: string) =>
  [
    'ISC License',
    '',
    copyright,
    '',
    'Permission to use, copy, modify, and/or distribute this software for any purpose with or without fee is hereby',
    'granted, provided that the above copyright notice and this permission notice appear in all copies.',
    '',
    'THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING',
    'ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL,',
    'DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS,',
    'WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE',
    'OR PERFORMANCE OF THIS SOFTWARE.',
  ].join('\n');

// A server entry whose code imports a server-only library (serverOnly) at load would fail in a host without it with
// Node's "Cannot find package 'nodemailer' imported from …/dist/server/frame.js". Its published file becomes a small
// module that checks the libraries first and throws one line naming the `npm i` (ranges from our devDependencies,
// the versions we test), then loads the real module, moved beside it as <entry>.impl.js (same folder: the
// import.meta.url paths to the frame page and the PGlite worker still hold). Its .d.ts is unchanged.
async function guardServerEntries(): Promise<void> {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
  for (const entry of serverEntries) {
    const file = `dist/${entry}.js`;
    const needed = [...staticImports(file)].filter((id) => serverOnlyImport.test(id)).map(packageName);
    const required = [...new Set(needed)].sort();
    if (!required.length) continue;
    const impl = `${entry.split('/').pop()}.impl.js`;
    const implFile = `dist/${entry}.impl.js`;
    const code = await readFile(file, 'utf8');
    await writeFile(implFile, code.replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${impl}.map`));
    await rename(`${file}.map`, `${implFile}.map`);
    const names = Object.keys((await import(pathToFileURL(resolvePath(implFile)).href)) as object);
    const specs = required.map((name) => `${name}@^${pkg.devDependencies[name]}`);
    await writeFile(
      file,
      [
        `// walletdock/${entry} runs on ${required.join(', ')}, which walletdock does not install (browser apps never need`,
        '// them): say which are missing, in one line with the npm i, before loading the module that imports them.',
        `const needed = ${JSON.stringify(required.map((name, i) => [name, specs[i]]))};`,
        "const missing = typeof import.meta.resolve === 'function' ? needed.filter(([name]) => { try { import.meta.resolve(name); return false; } catch { return true; } }) : [];",
        `if (missing.length) throw new Error(\`walletdock/${entry} needs \${missing.map(([name]) => name).join(', ')}, not installed: run npm i \${missing.map(([, spec]) => spec).join(' ')}\`);`,
        names.length
          ? `export const { ${names.join(', ')} } = await import('./${impl}');`
          : `await import('./${impl}');`,
        '',
      ].join('\n'),
    );
  }
}

/** Bare specifiers a built module and the chunks it imports statically load at start. */
function staticImports(file: string, seen = new Set<string>(), found = new Set<string>()): Set<string> {
  if (seen.has(file)) return found;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, id = ''] of code.matchAll(/^(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]/gm)) {
    if (id.startsWith('.')) staticImports(resolvePath(file, '..', id), seen, found);
    else if (!id.startsWith('node:')) found.add(id);
  }
  return found;
}

const packageName = (id: string) =>
  id
    .split('/')
    .slice(0, id.startsWith('@') ? 2 : 1)
    .join('/');
