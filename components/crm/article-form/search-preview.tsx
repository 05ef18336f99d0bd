import { crmT } from '@/lib/i18n/crm';
import { previewCut, searchAddress, SEARCH_PREVIEW } from '@/lib/crm/search-preview';
import styles from './search-preview.module.css';

interface SearchPreviewProps {
  brand: string;
  url: URL;
  title: string;
  description: string;
  /** The description is the one the page makes from the text: staff wrote none. */
  automatic: boolean;
}

/** The article as a search engine lists it: site, address, title and description, cut as it cuts them. */
export function SearchPreview({ brand, url, title, description, automatic }: SearchPreviewProps) {
  return (
    <figure className={styles.preview} data-testid="search-preview">
      <figcaption className={styles.caption}>{crmT('form.searchPreview')}</figcaption>
      <div className={styles.result}>
        <div className={styles.site}>
          <span className={styles.favicon} aria-hidden="true">
            {brand.slice(0, 1)}
          </span>
          <span className={styles.siteText}>
            <span className={styles.siteName}>{brand}</span>
            <span className={styles.address} data-testid="search-preview-address">
              {searchAddress(url)}
            </span>
          </span>
        </div>
        <p className={styles.title} data-testid="search-preview-title">
          {previewCut(title, SEARCH_PREVIEW.title) || crmT('form.previewUntitled')}
        </p>
        <p className={styles.description} data-testid="search-preview-description">
          {automatic && description ? (
            <span className={styles.automatic}>{crmT('form.descriptionAuto')} · </span>
          ) : null}
          {previewCut(description, SEARCH_PREVIEW.description)}
        </p>
      </div>
    </figure>
  );
}
