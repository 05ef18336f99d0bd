import { storeSource } from '@/lib/articles/store-source';
import { jsonAnswer } from '@/lib/http/json';

/** GET {api}/articles: every article, newest first, without bodies. */
export async function GET() {
  return jsonAnswer({ data: await storeSource.list() });
}
