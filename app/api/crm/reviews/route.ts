import { landingRoutes } from '@/lib/http/landing-routes';
import { REVIEWS } from '@/lib/landing/kinds';

const routes = landingRoutes(REVIEWS);

/** GET /api/crm/reviews: every card in landing order; POST (multipart): a new one at the end. */
export const GET = routes.list;
export const POST = routes.create;
