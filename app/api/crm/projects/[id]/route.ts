import { landingRoutes } from '@/lib/http/landing-routes';
import { PROJECTS } from '@/lib/landing/kinds';

const routes = landingRoutes(PROJECTS);

/** /api/crm/projects/{id}: read, update (multipart PUT), show or hide (PATCH), delete. */
export const GET = routes.read;
export const PUT = routes.update;
export const PATCH = routes.visibility;
export const DELETE = routes.remove;
