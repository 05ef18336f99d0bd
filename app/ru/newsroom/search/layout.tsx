import type { ReactNode } from 'react';
import { SearchLayout } from '@/app/_site/search';

export default function Layout({ children }: { children: ReactNode }) {
  return <SearchLayout locale="ru">{children}</SearchLayout>;
}
