import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data for search engines: the page's entities in one JSON-LD script. */
export function JsonLd({ entities }: { entities: object[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(entities) }} />
  );
}
