// Writes what package.json and tsconfig.json say about the public subpaths from the one list, headless/subpaths.json:
// package.json "main", "types", "exports" and "typesVersions"; tsconfig.json "paths" (the tests', examples' and
// docs' source resolution for tsc) and TypeDoc's "entryPoints". JSON cannot import, so these are written, and CI runs
// `--check`, which fails naming the fields that differ.
//   npm run subpaths            write them
//   npm run subpaths -- --check  compare only (CI)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const root = new URL('..', import.meta.url);
const read = (file) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));
const { subpaths } = read('headless/subpaths.json');

/** The fields each file must hold, in the order a reader expects them. */
function expected() {
  const exports = {};
  const typesVersions = {};
  const paths = {};
  const entryPoints = [];
  for (const [subpath, { source, dist, css, reference }] of Object.entries(subpaths)) {
    const types = `./dist/${dist}.d.ts`;
    exports[subpath] = { types, default: `./dist/${dist}.js` };
    if (css) exports[css] = `./dist/${dist}.css`;
    if (subpath !== '.') typesVersions[subpath.slice(2)] = [types];
    paths[`walletdock${subpath.slice(1)}`] = [source];
    if (reference !== false) entryPoints.push(source);
  }
  exports['./package.json'] = './package.json';
  const main = subpaths['.'].dist;
  return {
    'package.json': {
      main: `./dist/${main}.js`,
      types: `./dist/${main}.d.ts`,
      exports,
      typesVersions: { '*': typesVersions },
    },
    'tsconfig.json': { 'compilerOptions.paths': paths, 'typedocOptions.entryPoints': entryPoints },
  };
}

const get = (object, path) => path.split('.').reduce((value, key) => value?.[key], object);
function set(object, path, value) {
  const keys = path.split('.');
  const last = keys.pop();
  keys.reduce((value, key) => value[key], object)[last] = value;
}

const check = process.argv.includes('--check');
const stale = [];
for (const [file, fields] of Object.entries(expected())) {
  const json = read(file);
  const differing = Object.keys(fields).filter((field) => !isDeepStrictEqual(get(json, field), fields[field]));
  if (!differing.length) continue;
  stale.push(...differing.map((field) => `${file} ${field}`));
  if (check) continue;
  for (const field of differing) set(json, field, fields[field]);
  writeFileSync(new URL(file, root), `${JSON.stringify(json, null, 2)}\n`);
}
if (check && stale.length) {
  console.error(
    `The public subpaths in headless/subpaths.json and these fields disagree:\n  ${stale.join('\n  ')}\n` +
      'Edit the list in headless/subpaths.json only, then run `npm run subpaths` and commit what it writes.',
  );
  process.exit(1);
}
if (!check && stale.length) {
  // Formatted by Biome as the rest of the tree (biome.json). JSON.stringify expands every object; Biome keeps an
  // expanded object expanded, so short ones are put back on one line where they fit (package.json Biome always
  // expands, as npm writes it).
  const files = [...new Set(stale.map((line) => line.split(' ')[0]))];
  const biome = new URL('node_modules/.bin/biome', root).pathname;
  for (const file of files) {
    const args = ['format', '--write', ...(file === 'package.json' ? [] : ['--json-formatter-expand=never']), file];
    const formatted = spawnSync(biome, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (formatted.status !== 0) process.exit(formatted.status ?? 1);
  }
  console.log(`subpaths: wrote ${stale.join(', ')}`);
}
