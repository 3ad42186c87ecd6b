// The public surface of every subpath in headless/subpaths.json, one API report each (headless/api-reports/*.api.md),
// made by API Extractor from the declarations the build wrote to dist/. `npm run api:update` rewrites the reports;
// `npm run api:check` (CI, after the build) fails when a report no longer matches, so a change to an exported type is
// seen in review as a change to a report. One TypeScript program serves every entry: checking all 25 takes seconds.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CompilerState, Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const reportFolder = join(root, 'headless/api-reports');
const tempFolder = join(root, 'node_modules/.cache/api-reports');
const update = process.argv.includes('--update');
const { subpaths } = JSON.parse(readFileSync(join(root, 'headless/subpaths.json'), 'utf8'));

/** "." → walletdock, "./embedded/protocol" → embedded-protocol: the report's file name. */
function reportName(subpath) {
  return subpath === '.' ? 'walletdock' : subpath.slice(2).replaceAll('/', '-');
}

const entries = Object.entries(subpaths).map(([subpath, { dist }]) => ({
  subpath,
  name: reportName(subpath),
  dts: join(root, 'dist', `${dist}.d.ts`),
}));
const missing = entries.filter((e) => !existsSync(e.dts));
if (missing.length > 0) {
  console.error(`API reports read dist/: run \`npm run build\` first (missing ${relative(root, missing[0].dts)}).`);
  process.exit(1);
}

function configFor(entry) {
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder: root,
      mainEntryPointFilePath: entry.dts,
      // The published declarations on their own: the source tree's paths would point back at headless/*.ts.
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: ['node'],
          },
          files: entries.map((e) => e.dts),
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry.name,
        reportFolder,
        reportTempFolder: tempFolder,
        // A type reached only through an export (useSend's parameters) is part of the surface a host relies on.
        includeForgottenExports: true,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      // The reports record the surface; release tags and TSDoc style are not this project's convention.
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-wrong-input-file-type': { logLevel: 'error' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    packageJsonFullPath: join(root, 'package.json'),
  });
}

mkdirSync(tempFolder, { recursive: true });
const configs = entries.map((entry) => ({ entry, config: configFor(entry) }));
const compilerState = CompilerState.create(configs[0].config, { additionalEntryPoints: entries.map((e) => e.dts) });

const stale = [];
for (const { entry, config } of configs) {
  const result = Extractor.invoke(config, {
    localBuild: update,
    compilerState,
    messageCallback(message) {
      // Extractor's own progress lines and the reports' "please update" warning are said below, once, in our words.
      if (message.logLevel !== 'error') message.handled = true;
    },
  });
  if (!result.succeeded && result.errorCount > 0) {
    console.error(`API Extractor failed on ${entry.subpath} (${relative(root, entry.dts)}).`);
    process.exit(1);
  }
  if (result.apiReportChanged) stale.push(entry);
}

if (update) {
  console.log(
    stale.length === 0
      ? `API reports: all ${entries.length} up to date.`
      : `API reports: updated ${stale.map((e) => `headless/api-reports/${e.name}.api.md`).join(', ')}.`,
  );
} else if (stale.length === 0) {
  console.log(`API reports: the public surface of all ${entries.length} subpaths matches headless/api-reports/.`);
} else {
  for (const entry of stale) {
    const committed = join(reportFolder, `${entry.name}.api.md`);
    const fresh = join(tempFolder, `${entry.name}.api.md`);
    const pkg = entry.subpath === '.' ? 'walletdock' : `walletdock/${entry.subpath.slice(2)}`;
    console.error(
      `\nThe public surface of ${pkg} changed, and headless/api-reports/${entry.name}.api.md was not updated` +
        (existsSync(committed) ? ':' : ' (it does not exist):'),
    );
    const labels = ['--label', `headless/api-reports/${entry.name}.api.md`, '--label', `${pkg} as built in dist/`];
    const diff = spawnSync('diff', ['-u', ...labels, existsSync(committed) ? committed : '/dev/null', fresh], {
      encoding: 'utf8',
    });
    console.error(diff.stdout);
  }
  console.error('Run `npm run build && npm run api:update` and commit the reports (CONTRIBUTING.md: API reports).');
  process.exit(1);
}
rmSync(tempFolder, { recursive: true, force: true });
