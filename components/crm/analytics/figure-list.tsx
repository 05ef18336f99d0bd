import { articleEditHref } from '@/lib/crm/addresses';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/crm/ui/card';
import { crmT } from '@/lib/i18n/crm';
import { formatCount } from './format';
import styles from './figure-list.module.css';

export interface FigureRow {
  key: string;
  label: ReactNode;
  /** The figures, in the order of the list's columns. */
  values: number[];
}

/** One ranked list of the dashboard: a name and its figures, a bar showing the first's share. */
export function FigureList({
  id,
  title,
  nameColumn,
  columns,
  rows,
  note,
}: {
  id: string;
  title: string;
  /** What staff should know of the figures, under the title. */
  note?: string;
  nameColumn: string;
  columns: string[];
  rows: FigureRow[];
}) {
  const top = Math.max(1, ...rows.map((row) => row.values[0] ?? 0));
  return (
    <Card aria-labelledby={id} className={styles.list}>
      <CardTitle id={id}>{title}</CardTitle>
      {note ? <p className={styles.note}>{note}</p> : null}
      {rows.length === 0 ? (
        <p className={styles.none}>{crmT('analytics.lists.none')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{nameColumn}</th>
              {columns.map((column) => (
                <th scope="col" key={column} className={styles.number}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.name}>
                  <span className={styles.label}>{row.label}</span>
                  <span
                    className={styles.bar}
                    aria-hidden="true"
                    style={{ inlineSize: `${(100 * (row.values[0] ?? 0)) / top}%` }}
                  />
                </th>
                {row.values.map((value, index) => (
                  <td key={columns[index]} className={styles.number}>
                    {formatCount(value)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

/** An article's title, linked to its form, or what is left of a deleted one. */
export function ArticleName({ id, title }: { id: number; title: string | null | undefined }) {
  if (!title) return <>{crmT('analytics.lists.deleted', { id })}</>;
  return <Link href={articleEditHref(id)}>{title}</Link>;
}
