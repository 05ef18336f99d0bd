// The newsroom search's benchmark (run by `npm run bench`; a benchmark, not a test): a store of
// 10,000 published articles in both languages, made from the sample newsroom's paragraphs, on
// SQLite and (with TEST_DATABASE_URL or --postgres <url>) on PostgreSQL, asked a mix of queries
// as visitors type them: common and rare words, word forms, two words, unfinished words. Each
// query is timed from the index to the page's results (ranking, the articles, their excerpts).
// Prints a Markdown table; with --write, puts it in docs/PERFORMANCE.md.
//
//   npx tsx scripts/bench-search.ts [--articles 10000] [--postgres <url>] [--write]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { listPublicArticlesByIds } from '@/lib/articles/reads';
import { searchExcerpt, highlight } from '@/lib/articles/search/excerpt';
import { rebuildSearchIndex } from '@/lib/articles/search/indexing';
import { readQuery } from '@/lib/articles/search/terms';
import { SEARCH_PER_PAGE } from '@/lib/articles/search/search';
import { searchIndex } from '@/lib/articles/search-store';
import { insertArticle } from '@/lib/articles/store';
import { migrateToLatest, openPostgres, openSqlite, type Store } from '@/lib/db/database';
import type { ArticleLanguage } from '@/lib/db/schema';
import { writeDocSection } from './load/doc-section.mjs';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
}

const ARTICLES = Number(option('articles') ?? 10_000);
const ROUNDS = 5;

interface Sample {
  title: string;
  author_name: string;
  hashtags: string;
  content: string;
  language: ArticleLanguage;
}

function samples(): Sample[] {
  const raw = JSON.parse(
    fs.readFileSync('lib/articles/seed/sample-articles.json', 'utf8'),
  ) as (Omit<Sample, 'language'> & {
    language: ArticleLanguage;
    translation?: Omit<Sample, 'language'>;
  })[];
  return raw.flatMap((article) => [
    { ...article, language: article.language },
    ...(article.translation
      ? [{ ...article.translation, language: article.language === 'en' ? 'ru' : 'en' } as Sample]
      : []),
  ]);
}

/** A deterministic random sequence, so that every run asks the same store the same things. */
function random(seed: number) {
  return () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

async function fill(db: Store): Promise<void> {
  const pool = samples();
  const paragraphs = new Map<ArticleLanguage, string[]>();
  for (const sample of pool) {
    const found = sample.content.match(/<(p|h2|h3|li)>[\s\S]*?<\/\1>/g) ?? [];
    paragraphs.set(sample.language, [...(paragraphs.get(sample.language) ?? []), ...found]);
  }
  const next = random(42);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.parse('2020-01-01T00:00:00Z');
  for (let done = 0; done < ARTICLES;) {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 500 && done < ARTICLES; i++, done++) {
        const base = pick(pool);
        const body = Array.from({ length: 8 + Math.floor(next() * 12) }, () =>
          pick(paragraphs.get(base.language)!),
        ).join('');
        const date = new Date(start + done * 3_600_000).toISOString();
        await insertArticle(trx, {
          slug: `bench-${done}`,
          title: `${base.title} ${done}`,
          author_name: base.author_name,
          hashtags: base.hashtags,
          content: body,
          banner_hash: null,
          banner_meta_title: 'Banner',
          banner_meta_alt: 'Banner',
          published_at: date,
          status: 'published',
          updated_at: date,
          language: base.language,
          translation_group: null,
          source_revision_id: null,
          word_count: body.split(/\s+/).length,
        });
      }
    });
  }
  await rebuildSearchIndex(db);
  // The statistics a running database keeps (PostgreSQL's autovacuum would make them soon).
  await sql`analyze`.execute(db);
}

const QUERIES: [ArticleLanguage, string][] = [
  ['en', 'design'],
  ['en', 'designing'],
  ['en', 'brand'],
  ['en', 'brand strategy'],
  ['en', 'accessibility'],
  ['en', 'trademark madrid'],
  ['en', 'agents'],
  ['en', 'performance budget'],
  ['en', 'desig'],
  ['en', 'next.js'],
  ['en', 'xylophonist'],
  ['en', 'the web and the design of brands'],
  ['ru', 'дизайна'],
  ['ru', 'дизайн'],
  ['ru', 'сайт'],
  ['ru', 'бренд стратегия'],
  ['ru', 'товарный знак'],
  ['ru', 'агентов'],
  ['ru', 'производительность'],
  ['ru', 'диз'],
  ['ru', 'ксилофонист'],
  ['ru', 'как мы делаем сайты и бренды'],
];

/** What the search page does for one query: the index, the page's articles, their excerpts. */
async function ask(db: Store, language: ArticleLanguage, query: string) {
  const reading = readQuery(query);
  if (reading.kind !== 'terms') throw new Error(`nothing to search in ${query}`);
  const { hits, total } = await searchIndex(db, {
    language,
    ...reading.terms,
    limit: SEARCH_PER_PAGE,
    offset: 0,
  });
  const articles = await listPublicArticlesByIds(
    db,
    hits.map((hit) => hit.id),
  );
  for (const [index, article] of articles.entries()) {
    highlight(article.title, reading.terms);
    searchExcerpt(hits[index]?.text ?? '', reading.terms);
  }
  return total;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(engine: string, db: Store) {
  const filling = performance.now();
  await fill(db);
  const fillSeconds = (performance.now() - filling) / 1000;
  const times: number[] = [];
  const totals = new Map<string, number>();
  const slowest = new Map<string, number>();
  for (const [language, query] of QUERIES) await ask(db, language, query); // warm
  for (let round = 0; round < ROUNDS; round++) {
    for (const [language, query] of QUERIES) {
      const started = performance.now();
      totals.set(`${language}:${query}`, await ask(db, language, query));
      const ms = performance.now() - started;
      times.push(ms);
      slowest.set(query, Math.max(ms, slowest.get(query) ?? 0));
    }
  }
  const result = {
    engine,
    fillSeconds,
    queries: times.length,
    median: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    totals,
    slowestQuery: [...slowest].sort((a, b) => b[1] - a[1])[0]![0],
  };
  console.log(
    `${engine}: ${ARTICLES} articles indexed in ${fillSeconds.toFixed(0)} s; ${times.length} searches: ` +
      `median ${result.median.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; slowest: ` +
      [...slowest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([q, ms]) => `«${q}» ${ms.toFixed(0)} ms`)
        .join(', '),
  );
  return result;
}

async function main() {
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const sqlite = openSqlite(path.join(dir, 'site.db'));
  try {
    await migrateToLatest(sqlite);
    results.push(await measure('SQLite (FTS5)', sqlite));
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const postgresUrl = option('postgres') ?? process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const postgres = openPostgres(postgresUrl, { max: 2 });
    const schema = `bench_${Date.now().toString(36)}`;
    try {
      await sql`create schema ${sql.id(schema)}`.execute(postgres);
      await postgres.destroy();
      const url = new URL(postgresUrl);
      url.searchParams.set('options', `-c search_path=${schema}`);
      const inSchema = openPostgres(url.toString(), { max: 2 });
      try {
        await migrateToLatest(inSchema);
        results.push(await measure('PostgreSQL (tsvector)', inSchema));
      } finally {
        await sql`drop schema ${sql.id(schema)} cascade`.execute(inSchema);
        await inSchema.destroy();
      }
    } catch (error) {
      await postgres.destroy().catch(() => {});
      throw error;
    }
  } else {
    console.warn('No PostgreSQL (TEST_DATABASE_URL or --postgres): SQLite only.');
  }

  const examples = QUERIES.filter((_, i) => i % 4 === 0)
    .map(
      ([language, query]) =>
        `«${query}» ${results.map((r) => r.totals.get(`${language}:${query}`)).join('/')}`,
    )
    .join(', ');
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)}: ${ARTICLES.toLocaleString('en')} published articles in both languages, ` +
      `${QUERIES.length} queries (common and rare words, word forms, two or more words, unfinished words) ` +
      `× ${ROUNDS} rounds, each from the index to the page's ten results with their excerpts.`,
    '',
    '| engine | indexing | searches | median | p99 | slowest |',
    '| --- | --- | --- | --- | --- | --- |',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.fillSeconds.toFixed(0)} s | ${r.queries} | ${r.median.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms («${r.slowestQuery}») |`,
    ),
    '',
    `Results found (${results.map((r) => r.engine.split(' ')[0]).join('/')}), e.g. ${examples}.`,
  ].join('\n');
  console.log(`\n${table}\n`);
  if (process.argv.includes('--write')) {
    await writeDocSection('search', '## Newsroom search', table);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
