import { PROJECTS } from '@/lib/landing/kinds';
import { cardRoutes } from '@/lib/landing/routes';

const routes = cardRoutes(PROJECTS);

/** GET /api/crm/projects/{id}: one card. */
export const GET = routes.GET;
/** PUT /api/crm/projects/{id} (multipart): its texts, and its picture when a new one is sent. */
export const PUT = routes.PUT;
/** PATCH /api/crm/projects/{id} `{hidden}`: shown or hidden on the landing page. */
export const PATCH = routes.PATCH;
/** DELETE /api/crm/projects/{id}. */
export const DELETE = routes.DELETE;
