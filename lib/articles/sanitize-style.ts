// The style attribute of article HTML: only the declarations the editor writes, with values
// of the shapes it writes (lib/articles/sanitize.ts).

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

/** The declarations a style attribute may keep, by property; anything else is dropped. */
const STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'font-size': [/^(small|medium|large|x-large|xx-large|\d{1,2}(\.\d{1,3})?(px|em|rem))$/],
  'font-family': [/^[\w\s,'"-]{1,80}$/],
};

/** Longer style attributes are none the editor writes (its longest is under 200 characters). */
export const MAX_STYLE_LENGTH = 1_000;

/**
 * A style attribute's declarations, each kept only when its property is allowed and its value
 * matches (`!important` is kept with it); '' when none is. Malformed CSS (a declaration without
 * a colon, an unclosed string or bracket) drops the whole attribute, as a browser might read it
 * differently, and so does one longer than MAX_STYLE_LENGTH.
 */
export function filterStyle(style: string): string {
  if (style.length > MAX_STYLE_LENGTH) return '';
  const declarations: string[] = [];
  let current = '';
  let quote = '';
  let depth = 0;
  for (let i = 0; i < style.length; i++) {
    const char = style[i]!;
    if (quote) {
      current += char;
      if (char === '\\') current += style[++i] ?? '';
      else if (char === quote) quote = '';
    } else if (char === '/' && style[i + 1] === '*') {
      // A comment stays in its value, which no pattern above then matches.
      const end = style.indexOf('*/', i + 2);
      if (end < 0) return '';
      current += style.slice(i, end + 2);
      i = end + 1;
    } else if (char === ';' && depth === 0) {
      declarations.push(current);
      current = '';
    } else {
      if (char === '"' || char === "'") quote = char;
      else if (char === '(') depth++;
      else if (char === ')') depth--;
      if (depth < 0) return '';
      current += char;
    }
  }
  if (quote || depth) return '';
  declarations.push(current);

  const kept: string[] = [];
  for (const declaration of declarations) {
    if (!declaration.trim()) continue;
    const colon = declaration.indexOf(':');
    if (colon < 0) return '';
    const property = declaration.slice(0, colon).trim();
    let value = declaration.slice(colon + 1).trim();
    // Tried only where a `!` is: never a scan of the spaces before it from each of them.
    const important = /!\s*important$/i.exec(value);
    if (important) value = value.slice(0, important.index).trimEnd();
    if (!Object.hasOwn(STYLES, property)) continue;
    if (STYLES[property]!.some((pattern) => pattern.test(value))) {
      kept.push(`${property}:${value}${important ? ' !important' : ''}`);
    }
  }
  return kept.join(';');
}
