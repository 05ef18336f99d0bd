import { Parser } from 'htmlparser2';
import { crmT, type CrmTranslator } from '@/lib/i18n/crm';

export { CHECKLIST_CODES, checklistCodes, type ChecklistCode } from './checklist-codes';

/**
 * The checklist before an article goes out: what it lacks or has wrong, read from the form's
 * values alone, and the links in its text that the server is asked about (it answers whether
 * they lead anywhere). Staff may publish anyway; the findings they accepted are recorded.
 */

/** Longer titles are cut in search results and social cards. */
export const TITLE_MAX_LENGTH = 70;
/** Links of each kind (this site's, other sites') checked per article; the rest are not. */
export const LINKS_PER_KIND = 10;

/** What the server found at a link's address. */
export type LinkState = 'ok' | 'notFound' | 'noAnswer';

/** The form's field a finding is about: where «Перейти к полю» takes focus. */
export type ChecklistField = 'title' | 'description' | 'content';

export type ChecklistFinding =
  | { code: 'noDescription'; field: 'description' }
  | { code: 'titleTooLong'; field: 'title'; length: number }
  /** `image`: the picture's place among the body's pictures, from 0. */
  | { code: 'imageWithoutAlt'; field: 'content'; image: number; src: string }
  | {
      code: 'headingSkipsLevel';
      field: 'content';
      /** The heading's place among the body's headings, from 0. */
      heading: number;
      from: number;
      to: number;
      text: string;
    }
  | { code: 'linkNotFound' | 'linkNoAnswer'; field: 'content'; url: string }
  | { code: 'linkCheckFailed'; field: 'content' };

export interface ChecklistInput {
  title: string;
  /** The body's HTML, as the editor gives it. */
  html: string;
  /** The article's description for search engines; undefined where the form has none. */
  description?: string;
  /** This site's origin (`https://example.com`): links to it are checked as the site's own. */
  origin: string;
}

export interface Checklist {
  findings: ChecklistFinding[];
  /** Paths (with query) on this site linked from the text, each once, at most LINKS_PER_KIND. */
  internalLinks: string[];
  /** Other sites' http(s) addresses linked from the text, each once, at most LINKS_PER_KIND. */
  externalLinks: string[];
}

interface BodyParts {
  images: { src: string; described: boolean }[];
  headings: { level: number; text: string }[];
  links: string[];
}

function readBody(html: string): BodyParts {
  const parts: BodyParts = { images: [], headings: [], links: [] };
  let heading: { level: number; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'img') {
          parts.images.push({
            src: attributes.src ?? '',
            // A picture marked decorative needs no description (the editor's own mark).
            described: 'data-decorative' in attributes || Boolean(attributes.alt?.trim()),
          });
        } else if (/^h[1-6]$/.test(name)) {
          heading = { level: Number(name[1]), text: '' };
        } else if (name === 'a' && attributes.href) {
          parts.links.push(attributes.href.trim());
        }
      },
      ontext(text) {
        if (heading) heading.text += text;
      },
      onclosetag(name) {
        if (heading && name === `h${heading.level}`) {
          parts.headings.push({
            level: heading.level,
            text: heading.text.replace(/\s+/g, ' ').trim(),
          });
          heading = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return parts;
}

/** A link's address as the checklist checks it: this site's path, another site's URL, or none. */
export function linkTarget(
  href: string,
  origin: string,
): { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null {
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  if (url.origin === new URL(origin).origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}` };
  }
  return { kind: 'external', url: url.href };
}

/** The checklist of what the form holds now (the link findings come from the server later). */
export function checkArticle({ title, html, description, origin }: ChecklistInput): Checklist {
  const findings: ChecklistFinding[] = [];
  const body = readBody(html);

  if (!description?.trim()) findings.push({ code: 'noDescription', field: 'description' });

  body.images.forEach(({ src, described }, image) => {
    if (!described) findings.push({ code: 'imageWithoutAlt', field: 'content', image, src });
  });

  // The article's title is the page's <h1>: the text's headings go on from level 1.
  let previous = 1;
  body.headings.forEach(({ level, text }, heading) => {
    if (level > previous + 1) {
      findings.push({
        code: 'headingSkipsLevel',
        field: 'content',
        heading,
        from: previous,
        to: level,
        text,
      });
    }
    previous = level;
  });

  const length = [...title.trim()].length;
  if (length > TITLE_MAX_LENGTH) findings.push({ code: 'titleTooLong', field: 'title', length });

  const internal = new Set<string>();
  const external = new Set<string>();
  for (const href of body.links) {
    const target = linkTarget(href, origin);
    if (target?.kind === 'internal' && internal.size < LINKS_PER_KIND) internal.add(target.path);
    if (target?.kind === 'external' && external.size < LINKS_PER_KIND) external.add(target.url);
  }
  return { findings, internalLinks: [...internal], externalLinks: [...external] };
}

/** The findings the server's answers about the links add. */
export function linkFindings(
  results: readonly { url: string; state: LinkState }[],
): ChecklistFinding[] {
  return results.flatMap(({ url, state }): ChecklistFinding[] =>
    state === 'ok'
      ? []
      : [{ code: state === 'notFound' ? 'linkNotFound' : 'linkNoAnswer', field: 'content', url }],
  );
}

/** What a finding says to staff, in the CRM's language. */
export function checklistText(finding: ChecklistFinding, t: CrmTranslator = crmT): string {
  switch (finding.code) {
    case 'noDescription':
      return t('checklist.noDescription');
    case 'titleTooLong':
      return t('checklist.titleTooLong', { length: finding.length, max: TITLE_MAX_LENGTH });
    case 'imageWithoutAlt':
      return t('checklist.imageWithoutAlt', { number: finding.image + 1 });
    case 'headingSkipsLevel':
      return t('checklist.headingSkipsLevel', {
        text: finding.text,
        // The levels readers get, as the editor names them (<h3> is «Заголовок 3»; the title
        // is level 1): the one skipped is the one after the heading before.
        level: finding.to,
        expected: finding.from + 1,
      });
    case 'linkNotFound':
      return t('checklist.linkNotFound', { url: finding.url });
    case 'linkNoAnswer':
      return t('checklist.linkNoAnswer', { url: finding.url });
    case 'linkCheckFailed':
      return t('checklist.linkCheckFailed');
  }
}
