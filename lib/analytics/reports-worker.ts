import { getStore } from '@/lib/db/database';
import { answerCalls } from '@/lib/server/thread-calls';
import { REPORT_METHODS } from './reports';

// The analytics' reports thread (lib/analytics/reports-thread.ts starts it): roll-ups and the
// dashboard's reads, with this thread's own connection to the store.
getStore().catch((error: unknown) => console.error('analytics: the store is unavailable', error));
answerCalls(REPORT_METHODS);
