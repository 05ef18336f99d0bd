import { landingRoutes } from '@/lib/http/landing-routes';
import { REVIEWS } from '@/lib/landing/kinds';

/** PUT /api/crm/reviews/order `{ids}`: the whole new order, or 409 when the cards changed. */
export const PUT = landingRoutes(REVIEWS).order;
