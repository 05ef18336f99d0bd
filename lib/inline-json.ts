/**
 * A value as JSON to put inside a `<script>` (JSON-LD, data for the error boundary): `<`
 * escaped, so that no text in it can end the script or open another.
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
