// Reads the inline scripts of an HTML document, for its hash-based script policy. Kept apart
// from csp.mjs so that proxy.ts, which needs no HTML parser, does not bundle one.
import { Parser } from 'htmlparser2';
import { hashPolicy } from './csp.mjs';

const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The text of every inline script a browser would run in `html` (not JSON-LD or other data
 * blocks, not scripts with a src), exactly as it will hash it.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = [];
  let current = /** @type {string | null} */ (null);
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const type = (attributes.type ?? '').trim().toLowerCase();
        current = name === 'script' && !('src' in attributes) && SCRIPT_TYPES.has(type) ? '' : null;
      },
      ontext(text) {
        if (current !== null) current += text;
      },
      onclosetag(name) {
        if (name === 'script' && current !== null) scripts.push(current);
        current = null;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return scripts;
}

/**
 * The script policy of a prerendered or cached HTML document (lib/security/csp.mjs).
 * @param {string} html
 * @param {import('./csp.mjs').PolicyOptions} [options]
 */
export function documentScriptPolicy(html, options) {
  return hashPolicy(inlineScripts(html), options);
}
