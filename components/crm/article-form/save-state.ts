import type { ArticleStatus } from '@/lib/articles/status';
import { formatCrmTime } from '@/lib/crm/format';
import { crmT } from '@/lib/i18n/crm';
import type { AutosaveState } from './use-autosave';

/**
 * The action bar's line on saving: when the server last got the draft, that it is getting it,
 * what it waits for, or (scheduled, published) that only a save by hand changes the article.
 * `unsaved`: a new article the server does not have yet.
 */
export function saveStateText(
  state: AutosaveState,
  status: ArticleStatus | undefined,
  unsaved: boolean,
): string {
  switch (state.kind) {
    case 'off':
      return status === 'scheduled' ? crmT('autosave.scheduled') : crmT('autosave.published');
    case 'idle':
      return unsaved ? crmT('autosave.newArticle') : crmT('autosave.draft');
    case 'saved':
      return crmT('autosave.savedAt', { time: formatCrmTime(state.at) });
    case 'saving':
      return crmT('autosave.saving');
    case 'failed':
      return crmT('autosave.failed');
    case 'refused':
      return crmT('autosave.refused');
    case 'blocked':
      return crmT(`autosave.${state.blocker}`);
  }
}
