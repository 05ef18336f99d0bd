/**
 * A record's id from a path segment or a value: a non-negative safe integer, as a string only
 * in canonical decimal form ('12', not ' 12', '012', '12\n' or '1e1'), so that one record has
 * exactly one address; anything else is undefined, answered like an id that does not exist.
 */
export function parseId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^(0|[1-9]\d{0,14})$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}
