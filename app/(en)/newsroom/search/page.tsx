import { SearchPage, searchMetadata } from '@/app/_site/search';

// Each query is answered afresh and never stored (app/_site/search.tsx).
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = async ({ searchParams }: Props) =>
  searchMetadata('en', await searchParams);

export default function Page({ searchParams }: Props) {
  return <SearchPage locale="en" searchParams={searchParams} />;
}
