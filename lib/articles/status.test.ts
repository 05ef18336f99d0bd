import { resolvePublication, type Publication } from './status';

const now = new Date('2026-05-01T12:00:00.000Z');
const published: Publication = { status: 'published', date: '2026-04-01T09:00:00.000Z' };
const draft: Publication = { status: 'draft', date: '2026-04-20T09:00:00.000Z' };
const scheduled: Publication = { status: 'scheduled', date: '2026-05-03T09:00:00.000Z' };

const ok = (value: Publication) => ({ ok: true, value });
const refused = (field: 'status' | 'date', code: string) => ({ ok: false, field, code });

describe('resolvePublication', () => {
  it('publishes a new article now when nothing is asked (the spec clients)', () => {
    expect(resolvePublication({}, undefined, now)).toEqual(
      ok({ status: 'published', date: now.toISOString() }),
    );
  });

  it('keeps an article as it is when nothing is asked', () => {
    expect(resolvePublication({}, published, now)).toEqual(ok(published));
    expect(resolvePublication({}, draft, now)).toEqual(ok(draft));
    expect(resolvePublication({ status: '', date: '' }, scheduled, now)).toEqual(ok(scheduled));
  });

  it('saves drafts with the date asked for, their own, or now', () => {
    expect(resolvePublication({ status: 'draft' }, undefined, now)).toEqual(
      ok({ status: 'draft', date: now.toISOString() }),
    );
    expect(resolvePublication({ status: 'draft' }, published, now)).toEqual(
      ok({ status: 'draft', date: published.date }),
    );
    expect(
      resolvePublication({ status: 'draft', date: '2026-06-01T10:00:00+03:00' }, undefined, now),
    ).toEqual(ok({ status: 'draft', date: '2026-06-01T07:00:00.000Z' }));
  });

  it('schedules only for a time after now', () => {
    expect(
      resolvePublication({ status: 'scheduled', date: '2026-05-02T08:30:00+02:00' }, draft, now),
    ).toEqual(ok({ status: 'scheduled', date: '2026-05-02T06:30:00.000Z' }));
    expect(resolvePublication({ status: 'scheduled' }, draft, now)).toEqual(
      refused('date', 'scheduleDateMissing'),
    );
    expect(
      resolvePublication({ status: 'scheduled', date: '2026-05-01T11:59:00Z' }, draft, now),
    ).toEqual(refused('date', 'scheduleInPast'));
    // A scheduled article saved again keeps its time.
    expect(resolvePublication({ status: 'scheduled' }, scheduled, now)).toEqual(ok(scheduled));
  });

  it('publishes a draft now, and keeps a published article’s date unless another is asked', () => {
    expect(resolvePublication({ status: 'published' }, draft, now)).toEqual(
      ok({ status: 'published', date: now.toISOString() }),
    );
    expect(resolvePublication({ status: 'published' }, scheduled, now)).toEqual(
      ok({ status: 'published', date: now.toISOString() }),
    );
    expect(resolvePublication({ status: 'published' }, published, now)).toEqual(ok(published));
    expect(
      resolvePublication({ status: 'published', date: '2025-12-31T23:00:00Z' }, published, now),
    ).toEqual(ok({ status: 'published', date: '2025-12-31T23:00:00.000Z' }));
    expect(
      resolvePublication({ status: 'published', date: '2026-05-09T00:00:00Z' }, draft, now),
    ).toEqual(refused('date', 'publishDateInFuture'));
  });

  it('refuses statuses and dates it does not know', () => {
    expect(resolvePublication({ status: 'archived' }, undefined, now)).toEqual(
      refused('status', 'statusInvalid'),
    );
    for (const date of ['tomorrow', '2026-05-02T10:00', '2026-13-40T10:00:00Z', '1714560000']) {
      expect(resolvePublication({ status: 'draft', date }, undefined, now)).toEqual(
        refused('date', 'dateInvalid'),
      );
    }
  });
});
