import { crmT } from '@/lib/i18n/crm';
import type { LinkState as State } from '@/lib/landing/placeholder';
import styles from './link-state.module.css';

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Whether a portfolio card links anywhere on the site, and where. */
export function LinkState({ url, state }: { url: string | null; state: State }) {
  return (
    <p className={styles.link} data-link={state}>
      {state === 'real' && url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className={styles.linkHost}>
          {crmT('landing.link.real', { host: hostOf(url) })}
        </a>
      ) : state === 'placeholder' && url ? (
        <>
          <span className={styles.linkWarning}>{crmT('landing.link.placeholder')}</span>
          <span className={styles.linkHost}>{hostOf(url)}</span>
        </>
      ) : (
        crmT('landing.link.none')
      )}
    </p>
  );
}
