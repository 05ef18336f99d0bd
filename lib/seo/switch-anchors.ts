/**
 * The anchors a language switch with nothing to show in the other language lands on that
 * newsroom with (app/_site/translation.ts): its notice says why
 * (components/newsroom/switch-notice.client.tsx).
 */
export const UNTRANSLATED = { article: 'untranslated', tag: 'untranslated-tag' } as const;
