export { BodyTooLarge, readFormData, UnsupportedBody } from './body';

/** A text field, '' when absent; files are not text. */
export function textField(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * A file field, or undefined when none was chosen. Browsers send an unnamed, empty part for a
 * file input left empty; a named file is returned even when it is empty, so that it can be
 * refused with a reason instead of being dropped without a word.
 */
export function fileField(form: FormData, name: string): File | undefined {
  const value = form.get(name);
  if (!(value instanceof File)) return undefined;
  return value.size > 0 || value.name !== '' ? value : undefined;
}
