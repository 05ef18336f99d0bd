/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * The Node versions the README promises (package.json `engines`) and the packages the lock file
 * installs agree: `npm ci` on the oldest promised Node prints no EBADENGINE warning.
 */

const root = path.resolve(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as { engines: { node: string } };
const lock = JSON.parse(read('package-lock.json')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
};
const promised = manifest.engines.node;
const oldest = semver.minVersion(promised)!.version;

/** Every package the lock file installs that declares Node versions, by name. */
function declared(): { name: string; version: string; node: string }[] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const node = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
    if (!where || !node) return [];
    const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    return [{ name, version: entry.version ?? '?', node }];
  });
}

describe('the Node versions promised and installed', () => {
  it('promise Node 20, as the README does, and the lock file says the same', () => {
    expect(semver.major(oldest)).toBe(20);
    expect(lock.packages['']?.engines).toEqual(manifest.engines);
    const readme = read('README.md').replace(/\s+/g, ' ');
    const minor = `${semver.major(oldest)}.${semver.minor(oldest)}`;
    expect(/Both need Node (\S+) on Debian/.exec(readme)?.[1]).toBe(`${minor}+`);
    expect(semver.satisfies(process.version, promised)).toBe(true);
  });

  it('install nothing that wants a newer Node than the oldest promised', () => {
    const refused = declared()
      .filter(({ node }) => !semver.satisfies(oldest, node))
      .map(({ name, version, node }) => `${name}@${version} wants ${node}`);
    expect(refused).toEqual([]);
  });
});
