import { getStore } from '@/lib/db/database';
import { answerCalls } from '@/lib/server/thread-calls';
import { INDEX_METHODS } from './index-queue';

// The search index's thread (index-thread.ts starts it): SQLite's entries written here, with
// this thread's own connection to the store.
getStore().catch((error: unknown) =>
  console.error('search index: the store is unavailable', error),
);
answerCalls(INDEX_METHODS);
