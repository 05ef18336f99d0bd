import { landingRoutes } from '@/lib/http/landing-routes';
import { PROJECTS } from '@/lib/landing/kinds';

/** PUT /api/crm/projects/order `{ids}`: the whole new order, or 409 when the cards changed. */
export const PUT = landingRoutes(PROJECTS).order;
