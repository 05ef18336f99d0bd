import type { Article } from '@/lib/articles/schemas';
import { articleFormData } from '@/lib/crm/article-form-data';
import { fromLocalInput, toLocalInput } from '@/lib/crm/local-time';
import {
  autosaveOutcome,
  invalidSummary,
  readyToSave,
  savedMessage,
  serverFieldErrors,
  stayedMessage,
} from './submission';

const values = {
  title: '  Новый сайт ',
  author_name: 'Анна',
  hashtags: '#web',
  banner_meta_title: '',
  banner_meta_alt: 'Фото',
  content: '<p> Текст </p>',
  slug: 'novyj-sajt',
  language: '',
  description: '',
  social_title: '',
};

describe('the article form’s submission', () => {
  it('sends the contract’s fields, the status asked for, and the slug only when changed', () => {
    const form = articleFormData(values, {
      banner: null,
      intent: 'draft',
      savedSlug: 'novyj-sajt',
    });
    expect(form.get('title')).toBe('Новый сайт');
    expect(form.get('content')).toBe('<p> Текст </p>');
    expect(form.get('banner[meta_alt]')).toBe('Фото');
    expect(form.get('status')).toBe('draft');
    expect(form.has('slug')).toBe(false);
    expect(form.has('date')).toBe(false);

    const moved = articleFormData(
      { ...values, slug: 'drugoj-adres' },
      {
        banner: null,
        intent: 'schedule',
        scheduledAt: '2030-01-01T09:00:00.000Z',
        savedSlug: 'novyj-sajt',
      },
    );
    expect(moved.get('slug')).toBe('drugoj-adres');
    expect(moved.get('status')).toBe('scheduled');
    expect(moved.get('date')).toBe('2030-01-01T09:00:00.000Z');
    // A new article with no address typed takes its title's.
    expect(
      articleFormData({ ...values, slug: ' ' }, { banner: null, intent: 'publish' }).has('slug'),
    ).toBe(false);
  });

  it('sends the language staff chose, and none when it is left to the text', () => {
    const form = (language: string) =>
      articleFormData({ ...values, language }, { banner: null, intent: 'draft' });
    expect(form('ru').get('language')).toBe('ru');
    expect(form('en').get('language')).toBe('en');
    expect(form('').has('language')).toBe(false);
    expect(
      serverFieldErrors({
        success: false,
        message: 'Некоторые поля не прошли валидацию!',
        errors: { language: ['У статьи уже есть перевод на этот язык'] },
      }),
    ).toEqual({ language: 'У статьи уже есть перевод на этот язык' });
    expect(invalidSummary(['language'])).toContain('Язык статьи');
  });

  it('maps the provider’s field errors back to the form, the schedule and the address included', () => {
    expect(
      serverFieldErrors({
        success: false,
        message: 'Некоторые поля не прошли валидацию!',
        errors: {
          title: ['Пусто'],
          'banner.meta_alt': ['Длинно'],
          date: ['Прошло'],
          slug: ['Занят'],
          other: ['?'],
        },
      }),
    ).toEqual({ title: 'Пусто', banner_meta_alt: 'Длинно', date: 'Прошло', slug: 'Занят' });
  });

  it('names the invalid fields in the order the form shows them', () => {
    expect(invalidSummary(['content', 'title', 'banner'])).toBe(
      'Некоторые поля не прошли валидацию! Исправьте: Изображение баннера, Заголовок статьи, Текст статьи.',
    );
    expect(invalidSummary([])).toBe('Некоторые поля не прошли валидацию!');
  });

  it('tells the list what happened', () => {
    const saved = { title: 'Т', editing: true };
    expect(savedMessage('draft', saved)).toBe('Черновик «Т» сохранён.');
    expect(savedMessage('draft', { ...saved, was: { status: 'published' } })).toMatch(
      /снята с публикации/,
    );
    expect(savedMessage('publish', saved)).toBe('Статья «Т» изменена.');
    expect(savedMessage('publish', { ...saved, was: { status: 'published' } })).toBe(
      'Статья «Т» изменена.',
    );
    // A draft, or a scheduled article, sent out now.
    expect(savedMessage('publish', { ...saved, was: { status: 'draft' } })).toBe(
      'Статья «Т» опубликована.',
    );
    expect(savedMessage('publish', { ...saved, was: { status: 'scheduled' } })).toBe(
      'Статья «Т» опубликована.',
    );
    expect(savedMessage('publish', { ...saved, editing: false })).toBe('Статья «Т» создана.');
    expect(savedMessage('schedule', { ...saved, date: '2030-01-01T09:00:00.000Z' })).toMatch(
      /запланирована: выйдет 1 января 2030/,
    );
  });

  describe('before any request', () => {
    const published = { status: 'published' as const, date: '2026-05-01T12:00:00.000Z' };
    const form = { pendingUploads: 0, clientErrors: {}, publication: undefined };

    it('waits for the pictures being uploaded', () => {
      expect(readyToSave('publish', { ...form, pendingUploads: 1 }, '')).toEqual({
        ok: false,
        message: 'Дождитесь окончания загрузки изображений в тексте.',
        focus: true,
      });
    });

    it('names the fields the form finds invalid; a picture without a description takes focus itself', () => {
      const both = readyToSave(
        'draft',
        { ...form, clientErrors: { title: 'titleEmpty', content: 'imageUndescribed' } },
        '',
      );
      expect(both).toMatchObject({ ok: false, focus: true, undescribedImage: true });
      expect(both.ok || both.message).toBe(
        'Некоторые поля не прошли валидацию! Исправьте: Заголовок статьи, Текст статьи.',
      );
      const picture = readyToSave(
        'draft',
        { ...form, clientErrors: { content: 'imageUndescribed' } },
        '',
      );
      expect(picture).toMatchObject({ ok: false, focus: false, undescribedImage: true });
    });

    it('sends the time to go out, or the new date of a published article, and nothing else', () => {
      expect(readyToSave('draft', form, '2030-01-01T09:00')).toEqual({ ok: true });
      expect(readyToSave('schedule', form, '2030-01-01T09:00')).toEqual({
        ok: true,
        at: fromLocalInput('2030-01-01T09:00'),
      });
      const unchanged = toLocalInput(published.date);
      expect(readyToSave('publish', { ...form, publication: published }, unchanged)).toEqual({
        ok: true,
      });
      expect(
        readyToSave('publish', { ...form, publication: published }, '2026-04-01T08:30'),
      ).toEqual({ ok: true, at: fromLocalInput('2026-04-01T08:30') });
    });

    it('refuses a schedule without a time, and a new date that is not one', () => {
      expect(readyToSave('schedule', form, '')).toEqual({
        ok: false,
        message: 'Некоторые поля не прошли валидацию! Исправьте: Дата и время публикации.',
        focus: true,
        date: 'Укажите дату и время публикации',
      });
      expect(readyToSave('publish', { ...form, publication: published }, '')).toMatchObject({
        ok: false,
        date: 'Неверная дата публикации',
      });
    });
  });

  it('keeps a draft open in the editor, and only a draft', () => {
    expect(stayedMessage('draft', undefined, 'Т')).toBe('Черновик «Т» сохранён.');
    expect(stayedMessage('draft', 'scheduled', 'Т')).toBe(
      'Публикация отменена: статья «Т» сохранена как черновик.',
    );
    expect(stayedMessage('draft', 'published', 'Т')).toBeUndefined();
    expect(stayedMessage('publish', 'draft', 'Т')).toBeUndefined();
    expect(stayedMessage('schedule', undefined, 'Т')).toBeUndefined();
  });

  it('tells an automatic save to try again unless the provider refused what was sent', () => {
    const article = { id: 1, title: 'Т' } as Article;
    expect(autosaveOutcome({ success: false, message: '', conflict: true, data: article })).toEqual(
      { result: 'conflict', article },
    );
    expect(autosaveOutcome({ success: true, message: '', data: article, status: 200 })).toEqual({
      result: 'saved',
      article,
    });
    for (const status of [400, 404, 413, 422]) {
      expect(autosaveOutcome({ success: false, message: '', status })).toEqual({
        result: 'refused',
      });
    }
    for (const status of [0, 429, 500, 503, undefined]) {
      expect(autosaveOutcome({ success: false, message: '', status })).toEqual({ result: 'retry' });
    }
  });
});
