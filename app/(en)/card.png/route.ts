import { pageCardRoute } from '@/app/_site/social-card';

// Drawn once at build: the page's card shows nothing that changes.
export const dynamic = 'force-static';

export const GET = pageCardRoute('en', 'home');
