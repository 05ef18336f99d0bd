import { landingRoutes } from '@/lib/http/landing-routes';
import { PROJECTS } from '@/lib/landing/kinds';

const routes = landingRoutes(PROJECTS);

/** GET /api/crm/projects: every card in landing order; POST (multipart): a new one at the end. */
export const GET = routes.list;
export const POST = routes.create;
