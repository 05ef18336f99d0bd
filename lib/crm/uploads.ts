import { crmT } from './i18n';

/** What the provider accepts (SPEC 9): checked in the browser first, and again on the server. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.webp'] as const;
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS, ...UPLOAD_TYPES].join(',');

/** The Russian reason a file cannot be uploaded, or undefined when it may be. */
export function uploadProblem(file: {
  name: string;
  type: string;
  size: number;
}): string | undefined {
  const name = file.name.toLowerCase();
  const typeOk = (UPLOAD_TYPES as readonly string[]).includes(file.type);
  const extensionOk = UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!typeOk || !extensionOk) return crmT('images.type');
  if (file.size > MAX_UPLOAD_BYTES) return crmT('images.tooLarge');
  return undefined;
}
