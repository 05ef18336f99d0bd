/** @jest-environment node */
import { createStaff } from '@/lib/auth/accounts-store';
import { createSession } from '@/lib/auth/sessions-store';
import { setSocketAddressSecret } from '@/lib/http/client-address';
import { countingFixture } from '@/test/analytics';
import { countRawBeacon, type RawBeacon } from './intake';
import { saltOf, visitorKey } from './visitor';
import { dayOf } from './days';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const NOW = new Date('2026-03-01T10:00:00.000Z');
const SECRET = 'stamp-secret-of-this-process';

/**
 * A beacon as the server's thread hands it over (plain strings, for the counting thread):
 * counted here with the same checks as before, the client's address worked out from what the
 * request said, and a staff session looked up in the store.
 */
describe('counting a beacon handed over as it was read', () => {
  const suite = countingFixture(NOW);

  beforeEach(() => {
    process.env.TRUSTED_PROXIES = 'loopback';
    setSocketAddressSecret(SECRET);
  });

  const count = (beacon: Partial<RawBeacon>) =>
    countRawBeacon(
      { body: JSON.stringify({ p: '/newsroom' }), userAgent: BROWSER, ...beacon },
      suite.dependencies(),
    );
  const keyOf = async (address: string) =>
    visitorKey(await saltOf(suite.db, dayOf(NOW)), 'lumen.agency', address, BROWSER);

  it('answers a body that is no JSON, or no beacon, as invalid, and counts nothing', async () => {
    expect(await count({ body: '{"p":' })).toBe('invalid');
    expect(await count({ body: '' })).toBe('invalid');
    expect(await count({ body: '{"p":7}' })).toBe('invalid');
    expect(suite.queued).toEqual([]);
  });

  it('keys the visitor by the address a trusted proxy forwarded, and by the socket’s otherwise', async () => {
    const socket = `${SECRET} 127.0.0.1`;
    expect(await count({ socket, forwarded: '198.51.100.4, 203.0.113.9' })).toBe('counted');
    expect(await count({ socket: `${SECRET} 203.0.113.20`, forwarded: '198.51.100.4' })).toBe(
      'counted',
    );
    expect(suite.queued.map((view) => view.visitor)).toEqual([
      await keyOf('203.0.113.9'),
      await keyOf('203.0.113.20'),
    ]);
  });

  it('believes no socket address stamped without this process’s secret', async () => {
    expect(await count({ socket: 'guessed 127.0.0.1', forwarded: '203.0.113.9' })).toBe('counted');
    expect(suite.queued[0]?.visitor).toBe(await keyOf('unknown'));
  });

  it('counts no view of signed-in staff, and any other session’s as a visitor’s', async () => {
    const account = await createStaff(suite.db, 'editor@lumen.agency', 'hash');
    const { token } = await createSession(suite.db, account.id, 60_000);
    const socket = `${SECRET} 203.0.113.30`;
    expect(await count({ socket, session: token })).toBe('ignored');
    expect(suite.queued).toEqual([]);
    expect(await count({ socket, session: 'not-a-session' })).toBe('counted');
    expect(suite.queued).toHaveLength(1);
  });
});
