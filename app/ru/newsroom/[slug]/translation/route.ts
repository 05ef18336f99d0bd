import { translationRoute } from '@/app/_site/translation';

export const GET = translationRoute('ru');
