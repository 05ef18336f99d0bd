/** @jest-environment node */
import { openPostgres, openSqlite } from './database';
import { isPostgres } from './dialect';

describe('isPostgres', () => {
  it('knows a PostgreSQL store from a SQLite one', async () => {
    const postgres = openPostgres('postgres://127.0.0.1:9/none');
    const sqlite = openSqlite(':memory:');
    expect(isPostgres(postgres)).toBe(true);
    expect(isPostgres(sqlite)).toBe(false);
    await sqlite.destroy();
  });

  it('knows it from another copy of Kysely, as another bundle of the server has', () => {
    // The store is opened by one bundle (start-up) and used by others (route handlers), each
    // with Kysely classes of its own: a fresh module registry plays the other bundle.
    const postgres = openPostgres('postgres://127.0.0.1:9/none');
    let other: typeof import('./dialect') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./dialect')>('./dialect');
    });
    expect(other!.isPostgres(postgres)).toBe(true);
  });
});
