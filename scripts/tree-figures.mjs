// The source tree's figures that docs/ARCHITECTURE.md states, counted rather than remembered:
// the long files of app/, components/, lib/, proxy.ts and scripts/ (tests aside), how many pass
// 280 lines, and the migrations. `node scripts/tree-figures.mjs --write` puts them in the doc,
// between its tree-figures markers; scripts/tree-figures.test.ts fails when the doc is behind.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['app', 'components', 'lib', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|cjs|js)$/;
const TEST = /\.test\.(ts|tsx|mjs)$/;
const LONG = 280;
export const DOC = path.join(ROOT, 'docs', 'ARCHITECTURE.md');
const START = '<!-- tree-figures:start (node scripts/tree-figures.mjs --write) -->';
const END = '<!-- tree-figures:end -->';

function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [full] : [];
  });
}

const lineCount = (file) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

/** The figures, from the tree at `root`. */
export function treeFigures(root = ROOT) {
  const sources = [
    ...DIRS.flatMap((dir) => files(path.join(root, dir))),
    path.join(root, 'proxy.ts'),
  ]
    .map((file) => ({
      file: path.relative(root, file).split(path.sep).join('/'),
      lines: lineCount(file),
    }))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
  const migrations = fs
    .readdirSync(path.join(root, 'lib', 'db', 'migrations'))
    .filter((name) => /^\d{4}_.+\.ts$/.test(name))
    .sort();
  return {
    sources: sources.length,
    long: sources.filter((source) => source.lines > LONG),
    migrations: { count: migrations.length, first: migrations[0], last: migrations.at(-1) },
  };
}

/** The figures as the doc states them. */
export function figuresBlock(figures = treeFigures()) {
  const { long, migrations } = figures;
  // Names only, so that the block changes when a file crosses the line, not with each edit.
  const names = long.map(({ file }) => file).sort();
  return [
    START,
    `${long.length} source files (tests aside) pass ${LONG} lines:`,
    '',
    ...names.map((file) => `- \`${file}\``),
    '',
    `${migrations.count} migrations, \`${migrations.first}\` to \`${migrations.last}\`, listed by`,
    '`lib/db/migrations/index.ts`.',
    END,
  ].join('\n');
}

/** The block the doc holds now, or undefined without its markers. */
export function documentedBlock(text = fs.readFileSync(DOC, 'utf8')) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  return start === -1 || end === -1 ? undefined : text.slice(start, end + END.length);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const block = figuresBlock();
  if (process.argv.includes('--write')) {
    const text = fs.readFileSync(DOC, 'utf8');
    const current = documentedBlock(text);
    if (!current) throw new Error(`${DOC} has no tree-figures markers`);
    fs.writeFileSync(DOC, text.replace(current, block));
  } else {
    console.log(block);
  }
}
