import { crmT } from '@/lib/i18n/crm';
import type { ExportWords } from './export';

/** The CSV's column titles and delivery states, in the CRM's language. */
export function exportWords(): ExportWords {
  const c = (key: Parameters<typeof crmT>[0]) => crmT(key);
  return {
    columns: [
      c('inbox.csv.id'),
      c('inbox.csv.received'),
      c('inbox.csv.name'),
      c('inbox.csv.email'),
      c('inbox.csv.language'),
      c('inbox.csv.message'),
      c('inbox.csv.delivery'),
      c('inbox.csv.deliveredAt'),
      c('inbox.csv.error'),
      c('inbox.csv.readAt'),
      c('inbox.csv.handledAt'),
      c('inbox.csv.handledBy'),
    ],
    states: {
      delivered: c('inbox.state.delivered'),
      stored: c('inbox.state.stored'),
      sending: c('inbox.state.sending'),
      waiting: c('inbox.state.waiting'),
      failing: c('inbox.state.failing'),
    },
  };
}
