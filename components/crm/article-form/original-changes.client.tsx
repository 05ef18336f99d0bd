'use client';

import { articleEditHref } from '@/lib/crm/addresses';
import { useQuery } from '@tanstack/react-query';
import type { Article } from '@/lib/articles/schemas';
import { errorText } from '@/lib/crm/client';
import { revisionQuery } from '@/lib/crm/queries/article-history';
import { useTranslationChange } from '@/lib/crm/queries/translations';
import { isBehind } from '@/lib/crm/translations';
import { crmT } from '@/lib/i18n/crm';
import { Badge } from '@/components/crm/ui/badge';
import { Button, ButtonLink } from '@/components/crm/ui/button';
import { Card } from '@/components/crm/ui/card';
import { Notice } from '@/components/crm/ui/notice';
import { Loading, Spinner } from '@/components/crm/ui/spinner';
import ui from '@/components/crm/ui/ui.module.css';
import { ArticleDiff } from '@/components/crm/ui/article-diff.client';
import styles from './translations.module.css';

/**
 * «Оригинал изменён»: the original's changes, word by word, between the revision the
 * translation was made from (or last marked up to date with) and its latest; «Перевод
 * актуален» clears it. Nothing while the translation is up to date.
 */
export function OriginalChanges({ article }: { article: Article | undefined }) {
  const source = article?.translation_source;
  const change = useTranslationChange();
  const behind = isBehind(source);
  const from = useQuery({
    ...revisionQuery(source?.id ?? 0, source?.revision_id ?? 0),
    enabled: behind,
  });
  const to = useQuery({
    ...revisionQuery(source?.id ?? 0, source?.latest_revision_id ?? 0),
    enabled: behind,
  });
  if (!article || !source || !behind) {
    return change.isSuccess ? (
      <Notice role="status" tone="success">
        {crmT('translationsPanel.markedCurrent')}
      </Notice>
    ) : null;
  }
  const failed = from.error ?? to.error;
  return (
    <Card aria-labelledby="original-changes" className={styles.changes}>
      <div className={styles.changesHead}>
        <Badge tone="underway">{crmT('articles.behind')}</Badge>
        <h2 id="original-changes" className={ui.label}>
          {crmT('translationsPanel.behindTitle')}
        </h2>
      </div>
      <p className={ui.hint}>
        {crmT('translationsPanel.behindText', { title: to.data?.title ?? source.slug })}
      </p>
      {failed ? (
        <Notice role="alert" tone="error">
          {crmT('translationsPanel.behindFailed', { message: errorText(failed) })}
        </Notice>
      ) : from.data && to.data ? (
        <ArticleDiff
          before={from.data}
          after={to.data}
          legend={crmT('translationsPanel.legend')}
          titleIfChanged
          data-original-diff
        />
      ) : (
        <Loading>{crmT('translationsPanel.behindLoading')}</Loading>
      )}
      {change.error ? (
        <Notice role="alert" tone="error">
          {errorText(change.error)}
        </Notice>
      ) : null}
      <div className={styles.changesActions}>
        <Button
          type="button"
          variant="primary"
          size="small"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: 'current', id: article.id })}
        >
          {change.isPending ? <Spinner /> : null}
          {change.isPending
            ? crmT('translationsPanel.markingCurrent')
            : crmT('translationsPanel.markCurrent')}
        </Button>
        <ButtonLink href={articleEditHref(source.id)} variant="secondary" size="small">
          {crmT('translationsPanel.behindOpen')}
        </ButtonLink>
      </div>
    </Card>
  );
}
