import { DOM_PROPERTY_NAMES } from './dom-names';
import { renderArticleHtml } from './sanitize';

/** Every name a document or a form has, from its own properties up its prototype chain. */
function propertyNames(start: object): string[] {
  const names = new Set<string>();
  for (let object: object | null = start; object; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) names.add(name);
  }
  return [...names];
}

describe('names a heading’s anchor never takes', () => {
  it('holds every property of a document and of a form that an anchor could spell', () => {
    const anchor = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,79}$/u;
    const names = [
      ...propertyNames(document),
      ...propertyNames(document.createElement('form')),
    ].filter((name) => anchor.test(name));
    expect(names.filter((name) => !DOM_PROPERTY_NAMES.has(name))).toEqual([]);
  });

  it('gives such a heading an anchor from its text instead', () => {
    const { headings } = renderArticleHtml(
      '<h2 id="cookie">Biscuits</h2><h2 id="forms">Forms</h2><h2 id="location">Where</h2>',
    );
    expect(headings.map((heading) => heading.id)).toEqual(['biscuits', 'forms', 'where']);
  });
});
