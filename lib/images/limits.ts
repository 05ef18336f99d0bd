/** What the provider accepts as an image: the same rules in the browser and on the server. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Banner file types of the contract (SPEC 9). */
export const IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.webp'] as const;
