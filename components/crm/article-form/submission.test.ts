import { articleFormData } from '@/lib/crm/article-form-data';
import { invalidSummary, savedMessage, serverFieldErrors } from './submission';

const values = {
  title: '  Новый сайт ',
  author_name: 'Анна',
  hashtags: '#web',
  banner_meta_title: '',
  banner_meta_alt: 'Фото',
  content: '<p> Текст </p>',
  slug: 'novyj-sajt',
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
    expect(savedMessage('publish', { ...saved, editing: false })).toBe('Статья «Т» создана.');
    expect(savedMessage('schedule', { ...saved, date: '2030-01-01T09:00:00.000Z' })).toMatch(
      /запланирована: выйдет 1 января 2030/,
    );
  });
});
