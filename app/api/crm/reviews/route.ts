import { REVIEWS } from '@/lib/landing/kinds';
import { cardListRoutes } from '@/lib/landing/routes';

const routes = cardListRoutes(REVIEWS);

/** GET /api/crm/reviews: every card in landing order, hidden ones too. */
export const GET = routes.GET;
/** POST /api/crm/reviews (multipart): a new card, after the last one. */
export const POST = routes.POST;
