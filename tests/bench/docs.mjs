// The reference docs the site's reference pages come from (TypeDoc over tsconfig.json "typedocOptions"; `npm run
// docs:reference` renders them into docs/reference/ with docs/typedoc.json):
// converts every public entry point and reports, without writing the site,
// - TypeDoc's warnings (a type a host meets but cannot import, a broken link…): expected 0;
// - public hooks (exported `use*` functions) without a doc comment carrying an @example: expected none;
// - doc comments that cite our spec ("SPEC §", "§"): hosts do not have it, expected none.
// A script rather than a test: converting the whole API takes ~30 s on this machine.
// Run alone: node tests/bench/docs.mjs
import { Application, ReflectionKind, TSConfigReader } from 'typedoc';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const started = performance.now();
const app = await Application.bootstrap({ tsconfig: `${root}tsconfig.json` }, [new TSConfigReader()]);
const warnings = [];
for (const level of ['warn', 'error']) {
  const original = app.logger[level].bind(app.logger);
  app.logger[level] = (message, ...rest) => {
    warnings.push(`${level}: ${message}`);
    return original(message, ...rest);
  };
}
const project = await app.convert();
if (!project) {
  console.error('TypeDoc could not convert the project');
  process.exit(1);
}
app.validate(project);

const text = (parts = []) => parts.map((part) => part.text).join('');
const commentText = (comment) =>
  comment ? text(comment.summary) + comment.blockTags.map((tag) => `${tag.tag} ${text(tag.content)}`).join('\n') : '';
const hooksWithoutExample = [];
const specCitations = [];
let hooks = 0;
for (const reflection of Object.values(project.reflections)) {
  const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)].filter(Boolean);
  for (const comment of comments) {
    if (/§|SPEC\b/.test(commentText(comment))) {
      const source = (reflection.sources ?? reflection.parent?.sources ?? [])[0];
      specCitations.push(`${reflection.getFullName()}${source ? ` (${source.fileName}:${source.line})` : ''}`);
    }
  }
  if (
    reflection.kindOf(ReflectionKind.Function) &&
    /^use[A-Z]/.test(reflection.name) &&
    reflection.parent?.kindOf(ReflectionKind.Module)
  ) {
    hooks++;
    const hasExample = comments.some((comment) => comment.blockTags.some((tag) => tag.tag === '@example'));
    if (!hasExample) hooksWithoutExample.push(reflection.getFullName());
  }
}

const modules = (project.children ?? []).map((m) => `${m.name} (${m.children?.length ?? 0})`);
console.log(
  `TypeDoc over ${modules.length} entry points in ${((performance.now() - started) / 1000).toFixed(1)} s: ${modules.join(', ')}`,
);
console.log(`| check | found | expected |`);
console.log(`| --- | --- | --- |`);
console.log(`| TypeDoc warnings | ${warnings.length} | 0 |`);
console.log(`| public hooks without an @example (of ${hooks}) | ${hooksWithoutExample.length} | 0 |`);
console.log(`| doc comments citing the spec | ${specCitations.length} | 0 |`);
for (const line of [
  ...warnings,
  ...hooksWithoutExample.map((h) => `no @example: ${h}`),
  ...specCitations.map((s) => `cites the spec: ${s}`),
]) {
  console.log(`  - ${line}`);
}
process.exitCode = warnings.length || hooksWithoutExample.length || specCitations.length ? 1 : 0;
