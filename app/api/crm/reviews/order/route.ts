import { REVIEWS } from '@/lib/landing/kinds';
import { cardOrderRoute } from '@/lib/landing/routes';

/** PUT /api/crm/reviews/order `{ids}`: the whole new order, or 409 when the cards changed. */
export const PUT = cardOrderRoute(REVIEWS);
