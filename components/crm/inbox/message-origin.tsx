import type { MessageOrigin, OriginPage } from '@/lib/inbox/origin';
import { sourceKind } from '@/lib/inbox/origin';
import { crmT } from '@/lib/i18n/crm';
import styles from './message.module.css';

function entryText(page: OriginPage): string {
  if (page.kind !== 'article') return crmT('inbox.origin.entryPage', { page: page.kind });
  return page.title === null
    ? crmT('inbox.origin.entryGoneArticle')
    : crmT('inbox.origin.entryArticle', { title: page.title });
}

function sentFromText(page: OriginPage): string {
  if (page.kind !== 'article') return crmT('inbox.origin.sentFromPage', { page: page.kind });
  return page.title === null
    ? crmT('inbox.origin.sentFromGoneArticle')
    : crmT('inbox.origin.sentFromArticle', { title: page.title });
}

/** «Пришёл со статьи «…», из поиска Google, кампания «…»», and the page the form was sent from. */
export function originLines(origin: MessageOrigin | null): string[] {
  if (!origin) return [crmT('inbox.origin.unknown')];
  const lines: string[] = [];
  if (origin.entry) {
    const kind = sourceKind(origin.source);
    const parts = [
      entryText(origin.entry),
      kind === 'direct'
        ? crmT('inbox.origin.direct')
        : crmT('inbox.origin.source', { kind, host: origin.source ?? '' }),
    ];
    if (origin.campaign) parts.push(crmT('inbox.origin.campaign', { campaign: origin.campaign }));
    lines.push(parts.join(', '));
  }
  const sameAsEntry =
    origin.entry !== null &&
    origin.sentFrom !== null &&
    JSON.stringify(origin.entry) === JSON.stringify(origin.sentFrom);
  if (origin.sentFrom && !sameAsEntry) lines.push(sentFromText(origin.sentFrom));
  return lines;
}

/** Where the message came from, under its sender. */
export function MessageOriginNote({ origin }: { origin: MessageOrigin | null }) {
  // The site and the campaign are the visitor's browser's word (the referrer, the address's
  // tags), which anyone can make up: said so, so that no one takes them for fact.
  const claimed = origin?.entry && (origin.source || origin.campaign);
  return (
    <div className={styles.origin} data-message-origin>
      <span className={styles.originLabel}>{crmT('inbox.origin.label')}</span>
      {originLines(origin).map((line) => (
        <p key={line}>{line}</p>
      ))}
      {claimed ? <p className={styles.originClaimed}>{crmT('inbox.origin.claimed')}</p> : null}
    </div>
  );
}
