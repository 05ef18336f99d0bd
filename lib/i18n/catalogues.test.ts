import en from '@/messages/en.json';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) };
  }, {});
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const english = flatten(en);
  const russian = flatten(ru);

  it('have the same keys in every language', () => {
    expect(Object.keys(russian).sort()).toEqual(Object.keys(english).sort());
  });

  it('use the same placeholders and leave no text empty', () => {
    for (const [key, text] of Object.entries(english)) {
      expect([key, text.trim().length > 0]).toEqual([key, true]);
      expect([key, placeholders(russian[key] ?? '')]).toEqual([key, placeholders(text)]);
    }
  });

  it('are keyed by section', () => {
    expect(Object.keys(en)).toEqual(
      expect.arrayContaining([
        'header',
        'hero',
        'whatWeDo',
        'ourProjects',
        'aboutUs',
        'whyUs',
        'howWeWork',
        'happyClients',
        'contactForm',
        'cookies',
        'footer',
        'policy',
        'notFound',
        'errors',
      ]),
    );
  });
});
