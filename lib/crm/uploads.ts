import { IMAGE_EXTENSIONS, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/images/limits';
import { crmT } from '@/lib/i18n/crm';

/** File pickers offer what the provider accepts; the server checks the bytes again. */
export const UPLOAD_ACCEPT = [...IMAGE_EXTENSIONS, ...IMAGE_TYPES].join(',');

/** The Russian reason an image cannot be uploaded (type, size), or undefined when it may be. */
export function uploadProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return crmT('images.type');
  if (file.size === 0) return crmT('images.empty');
  if (file.size > MAX_IMAGE_BYTES) return crmT('images.tooLarge');
  return undefined;
}

/** A banner must also carry one of the contract's extensions (pasted images need not). */
export function bannerProblem(file: { name: string; type: string; size: number }) {
  const name = file.name.toLowerCase();
  if (!IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension))) return crmT('images.type');
  return uploadProblem(file);
}
