import { clearDraft, draftKey, loadDraft, sameValues, saveDraft, type DraftValues } from './drafts';

const values: DraftValues = {
  title: 'Новый сайт',
  author_name: 'Анна',
  hashtags: '#web',
  banner_meta_title: '',
  banner_meta_alt: '',
  content: '<p>Текст</p>',
  slug: '',
  language: '',
  description: '',
  social_title: '',
};

beforeEach(() => localStorage.clear());

describe('form drafts in local storage', () => {
  it('keeps one draft per form', () => {
    expect(draftKey()).toBe('crm:draft:new');
    expect(draftKey(12)).toBe('crm:draft:article:12');
    const now = new Date('2026-11-23T10:00:00Z');
    expect(saveDraft(localStorage, draftKey(12), values, { hadBanner: true, now })).toBe(true);
    expect(loadDraft(localStorage, draftKey(12))).toEqual({
      ...values,
      hadBanner: true,
      savedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(loadDraft(localStorage, draftKey())).toBeUndefined();
    clearDraft(localStorage, draftKey(12));
    expect(loadDraft(localStorage, draftKey(12))).toBeUndefined();
  });

  it('ignores damaged drafts and unavailable storage', () => {
    localStorage.setItem(draftKey(), '{"title": 1}');
    expect(loadDraft(localStorage, draftKey())).toBeUndefined();
    expect(saveDraft(null, draftKey(), values)).toBe(false);
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(saveDraft(full, draftKey(), values)).toBe(false);
  });

  it('compares form versions by their text', () => {
    expect(sameValues(values, { ...values, title: ' Новый сайт ' })).toBe(true);
    expect(sameValues(values, { ...values, content: '<p>Другой</p>' })).toBe(false);
  });
});
