import { previewRoute } from '@/app/_site/preview';

const route = previewRoute('ru');

// For signed-in staff, on each request: never prerendered, never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = route.generateMetadata;
export default route.Page;
