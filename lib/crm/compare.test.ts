import { otherChangedFields } from './compare';

describe('otherChangedFields', () => {
  const saved = {
    author_name: 'Анна',
    hashtags: '#design',
    slug: 'novyj-sajt',
    banner: { path: 'images/a.webp', meta_title: 'Подпись', meta_alt: 'Описание' },
  };

  it('lists the fields that differ, by their labels, in the form’s order', () => {
    expect(
      otherChangedFields(saved, {
        ...saved,
        hashtags: '#ai',
        author_name: 'Борис',
        banner: { ...saved.banner, path: 'images/b.webp' },
      }),
    ).toEqual(['form.author', 'form.hashtags', 'form.banner']);
  });

  it('compares a form’s flat banner fields with an article’s banner, ignoring outer spaces', () => {
    const form = {
      author_name: 'Анна ',
      hashtags: '#design',
      slug: 'novyj-sajt',
      banner_meta_title: 'Подпись',
      banner_meta_alt: 'Другое описание',
    };
    expect(otherChangedFields(saved, form)).toEqual(['form.metaAlt']);
  });

  it('finds nothing when only what it does not compare differs', () => {
    expect(otherChangedFields(saved, { author_name: 'Анна', hashtags: '#design' })).toEqual([]);
  });
});
