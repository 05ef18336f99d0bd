import { jsonLdText } from '@/lib/seo/structured-data';

/** Structured data for search engines: one JSON-LD script per entity. */
export function JsonLd({ entities }: { entities: object[] }) {
  return entities.map((entity, index) => (
    <script
      key={index}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdText(entity) }}
    />
  ));
}
