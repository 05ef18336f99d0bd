import { bodyFacts, renderBody, storeBody } from './body';

/** What the body's thread does (lib/articles/body-worker.ts), by name. */
export const BODY_METHODS = { store: storeBody, facts: bodyFacts, render: renderBody };
