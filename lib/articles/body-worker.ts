import { answerCalls } from '@/lib/server/thread-calls';
import { BODY_METHODS } from './body-methods';

// The body's thread (lib/articles/bodies.ts starts it): articles' bodies sanitised, read and
// rendered here, beside the thread that answers pages.
answerCalls(BODY_METHODS);
