// Writes a benchmark's table into docs/PERFORMANCE.md between its markers
// (`<!-- name:start -->` and `<!-- name:end -->`), or at the end under `heading` the first time.
import fs from 'node:fs';
import * as prettier from 'prettier';

export const PERFORMANCE_DOC = 'docs/PERFORMANCE.md';

/** Formatted as the lint checks it (prettier), so that a benchmark's write keeps main green. */
export async function writeDocSection(name, heading, table, doc = PERFORMANCE_DOC) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const current = fs.readFileSync(doc, 'utf8');
  const next = current.includes(start)
    ? `${current.split(start)[0]}${start}\n\n${table}\n\n${end}${current.split(end)[1]}`
    : `${current.trimEnd()}\n\n${heading}\n\n${start}\n\n${table}\n\n${end}\n`;
  const options = (await prettier.resolveConfig(doc)) ?? {};
  fs.writeFileSync(doc, await prettier.format(next, { ...options, filepath: doc }));
  console.log(`Written to ${doc}`);
}
