/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The layer rules of docs/ARCHITECTURE.md, checked on the sources: the store persists rows and
 * knows no feature's domain, production code never reaches into test fixtures, and the proxy
 * (run before every page) takes nothing from the React components.
 */

const root = path.resolve(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(relative);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
      ? [relative]
      : [];
  });
}

/** Each module a file imports or re-exports, resolved to a path from the root (or a package). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g)].map(
    ([, specifier]) => {
      if (specifier!.startsWith('@/')) return specifier!.slice(2);
      if (specifier!.startsWith('.')) {
        return path.posix.join(path.posix.dirname(file), specifier!);
      }
      return specifier!;
    },
  );
}

const isStore = (file: string) =>
  /^lib\/[^/]+\/(store|[^/]+-store)(\.ts)?$/.test(file) || file.startsWith('lib/db/');

/**
 * What a store may use besides other stores: the database kernel, the account type, and the
 * analytics interface its store implements with the UTC days it counts in and the arithmetic
 * of what a visitor adds to a day's figures (pure, no store of its own).
 */
const STORE_KERNEL = [
  'lib/env',
  'lib/auth/staff-account',
  'lib/auth/tokens',
  'lib/analytics/events',
  'lib/analytics/days',
  'lib/analytics/contribution',
];

describe('the layer rules', () => {
  const production = ['app', 'components', 'lib', 'scripts'].flatMap(sources).concat('proxy.ts');

  it('the store imports no feature’s domain types, validation or use-cases', () => {
    const stores = production.filter(isStore);
    expect(stores).toEqual(expect.arrayContaining(['lib/articles/store.ts', 'lib/db/schema.ts']));
    const reaches = stores.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('lib/'))
        .filter((target) => !isStore(target) && !STORE_KERNEL.includes(target.replace(/\.ts$/, '')))
        .map((target) => `${file} → ${target}`),
    );
    expect(reaches).toEqual([]);
  });

  it('production code never imports the test fixtures', () => {
    const reaches = production.flatMap((file) =>
      importsOf(file)
        .filter((target) => target === 'test' || target.startsWith('test/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(reaches).toEqual([]);
  });

  it('the proxy takes nothing from the components', () => {
    expect(importsOf('proxy.ts').filter((target) => target.startsWith('components/'))).toEqual([]);
  });
});
