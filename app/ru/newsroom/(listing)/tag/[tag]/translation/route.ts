import { tagTranslationRoute } from '@/app/_site/translation';

export const GET = tagTranslationRoute('ru');
