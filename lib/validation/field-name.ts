/** Key of a field in an answer's `errors`: dot notation, 'banner[meta_alt]' → 'banner.meta_alt'. */
export function errorKey(multipartName: string): string {
  return multipartName.replace(/\[(\w+)\]/g, '.$1');
}
