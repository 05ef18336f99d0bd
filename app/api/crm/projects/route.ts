import { PROJECTS } from '@/lib/landing/kinds';
import { cardListRoutes } from '@/lib/landing/routes';

const routes = cardListRoutes(PROJECTS);

/** GET /api/crm/projects: every card in landing order, hidden ones too. */
export const GET = routes.GET;
/** POST /api/crm/projects (multipart): a new card, after the last one. */
export const POST = routes.POST;
