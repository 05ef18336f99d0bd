import {
  INBOX_QUERY_LIMITS,
  messageChangeSchema,
  parseInboxPage,
  parseInboxSearch,
  parseMessageId,
} from './validation';

const params = (query: string) => new URLSearchParams(query);

describe('the inbox requests', () => {
  it('reads a search and a filter, all messages by default', () => {
    expect(parseInboxSearch(params(''))).toEqual({ q: '', words: [], filter: 'all' });
    expect(parseInboxSearch(params('q=%20%20Анна%20%20Смирнова%20&filter=unhandled'))).toEqual({
      q: 'Анна  Смирнова',
      words: ['Анна', 'Смирнова'],
      filter: 'unhandled',
    });
    expect(parseInboxSearch(params('filter=failing'))).toMatchObject({ filter: 'failing' });
    // Control characters carry no meaning in a search.
    expect(parseInboxSearch(params('q=a%00b'))).toMatchObject({ q: 'ab' });
  });

  it('looks for a limited number of words in a limited query', () => {
    const many = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    const search = parseInboxSearch(params(`q=${encodeURIComponent(many)}`));
    expect(typeof search !== 'string' && search.words).toHaveLength(INBOX_QUERY_LIMITS.words);
    expect(parseInboxSearch(params(`q=${'x'.repeat(201)}`))).toBe('queryTooLong');
    expect(parseInboxSearch(params(`q=${'x'.repeat(200)}`))).toMatchObject({
      words: ['x'.repeat(200)],
    });
  });

  it('refuses an unknown filter and a page that is not a whole number from 1', () => {
    expect(parseInboxSearch(params('filter=spam'))).toBe('badFilter');
    expect(parseInboxSearch(params('filter=ALL'))).toBe('badFilter');
    expect(parseInboxPage(params(''))).toBe(1);
    expect(parseInboxPage(params('page=3'))).toBe(3);
    for (const page of ['0', '-1', '1.5', '01', ' 2', '2a', '1e3', '99999999999999999']) {
      expect([page, parseInboxPage(params(`page=${encodeURIComponent(page)}`))]).toEqual([
        page,
        'badPage',
      ]);
    }
  });

  it('parses message ids as strictly as article ids', () => {
    expect(parseMessageId('12')).toBe(12);
    for (const id of ['012', ' 12', '12 ', '1e1', '-1', '1.0', 'abc', '', '12\n']) {
      expect(parseMessageId(id)).toBeUndefined();
    }
  });

  it('accepts only the changes staff can make to a message', () => {
    expect(messageChangeSchema.safeParse({ handled: true }).success).toBe(true);
    expect(messageChangeSchema.safeParse({ handled: false, read: false }).success).toBe(true);
    expect(messageChangeSchema.safeParse({ read: false }).success).toBe(true);
    expect(messageChangeSchema.safeParse({ read: true }).success).toBe(true);
    for (const change of [{}, { read: 'yes' }, { handled: 1 }, { handled: true, status: 'x' }]) {
      expect(messageChangeSchema.safeParse(change).success).toBe(false);
    }
  });
});
