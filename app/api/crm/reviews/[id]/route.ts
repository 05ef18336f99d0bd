import { REVIEWS } from '@/lib/landing/kinds';
import { cardRoutes } from '@/lib/landing/routes';

const routes = cardRoutes(REVIEWS);

/** GET /api/crm/reviews/{id}: one card. */
export const GET = routes.GET;
/** PUT /api/crm/reviews/{id} (multipart): its texts, and its picture when a new one is sent. */
export const PUT = routes.PUT;
/** PATCH /api/crm/reviews/{id} `{hidden}`: shown or hidden on the landing page. */
export const PATCH = routes.PATCH;
/** DELETE /api/crm/reviews/{id}. */
export const DELETE = routes.DELETE;
