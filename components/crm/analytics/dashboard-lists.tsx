import type { Dashboard, PageRow } from '@/lib/analytics/dashboard';
import { crmT } from '@/lib/i18n/crm';
import { ArticleName, FigureList, type FigureRow } from './figure-list';
import styles from './dashboard-lists.module.css';

const SITE_PAGES = new Set(['home', 'policy', 'newsroom', 'search', 'tag', 'other']);

function languageName(locale: string): string {
  return locale === 'en' || locale === 'ru' ? crmT(`languages.${locale}`) : locale;
}

/** A page key in words: an article's title, or the site's page. */
function pageName(row: { page: string; articleId?: number; title?: string | null }) {
  if (row.articleId !== undefined) return <ArticleName id={row.articleId} title={row.title} />;
  const page = SITE_PAGES.has(row.page) ? row.page : 'other';
  return crmT(`analytics.pages.${page as 'home'}`);
}

function pageRows(rows: PageRow[], withLanguage: boolean): FigureRow[] {
  return rows.map((row) => ({
    key: `${row.page}/${row.locale}`,
    label: withLanguage ? (
      <>
        {pageName(row)} <span className={styles.muted}>({languageName(row.locale)})</span>
      </>
    ) : (
      pageName(row)
    ),
    values: [row.views, row.visitors],
  }));
}

/** Every ranked list of the dashboard, two columns on wide screens. */
export function DashboardLists({ data }: { data: Dashboard }) {
  const l = (key: Parameters<typeof crmT>[0]) => crmT(key);
  const counts = [l('analytics.lists.views'), l('analytics.lists.visitors')];
  const visitorsViews = [l('analytics.lists.visitors'), l('analytics.lists.views')];
  const languages = Object.keys(data.articles).sort();
  return (
    <div className={styles.lists}>
      <FigureList
        id="analytics-pages"
        title={l('analytics.lists.pages')}
        nameColumn={l('analytics.lists.page')}
        columns={counts}
        rows={pageRows(data.pages, true)}
      />
      <FigureList
        id="analytics-messages"
        title={l('analytics.lists.messages')}
        nameColumn={l('analytics.lists.page')}
        columns={[l('analytics.lists.messageCount')]}
        rows={data.messages.map((row) => ({
          key: row.page,
          label: pageName(row),
          values: [row.messages],
        }))}
      />
      {languages.map((locale) => (
        <FigureList
          key={locale}
          id={`analytics-articles-${locale}`}
          title={crmT('analytics.lists.articles', { language: languageName(locale) })}
          nameColumn={l('analytics.lists.page')}
          columns={counts}
          rows={pageRows(data.articles[locale] ?? [], false)}
        />
      ))}
      <FigureList
        id="analytics-sites"
        title={l('analytics.lists.sites')}
        note={l('analytics.lists.claimed')}
        nameColumn={l('analytics.lists.source')}
        columns={visitorsViews}
        rows={data.sites.map((row) => ({
          key: row.source,
          label: row.source || l('analytics.lists.direct'),
          values: [row.visitors, row.views],
        }))}
      />
      <FigureList
        id="analytics-campaigns"
        title={l('analytics.lists.campaigns')}
        note={l('analytics.lists.claimed')}
        nameColumn={l('analytics.lists.campaign')}
        columns={visitorsViews}
        rows={data.campaigns.map((row) => ({
          key: `${row.campaign}/${row.source}/${row.medium}`,
          label: (
            <>
              {row.campaign}{' '}
              <span className={styles.muted}>
                {[row.source, row.medium].filter(Boolean).join(' · ')}
              </span>
            </>
          ),
          values: [row.visitors, row.views],
        }))}
      />
      <FigureList
        id="analytics-devices"
        title={l('analytics.lists.devices')}
        nameColumn={l('analytics.lists.device')}
        columns={visitorsViews}
        rows={data.devices.map((row) => ({
          key: row.key,
          label:
            row.key === 'phone' || row.key === 'tablet' || row.key === 'desktop'
              ? crmT(`analytics.devices.${row.key}`)
              : row.key,
          values: [row.visitors, row.views],
        }))}
      />
      <FigureList
        id="analytics-languages"
        title={l('analytics.lists.languages')}
        nameColumn={l('analytics.lists.language')}
        columns={visitorsViews}
        rows={data.languages.map((row) => ({
          key: row.key,
          label: languageName(row.key),
          values: [row.visitors, row.views],
        }))}
      />
    </div>
  );
}
