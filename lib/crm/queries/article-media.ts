import '@/lib/validation/zod-config';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod';
import { apiBase } from '@/lib/articles/config';
import { publicConfig } from '@/lib/env.public';
import { call } from '../client';
import { api } from './article-calls';

/** What the article editor sends besides the article: its body's images and its previews. */

const uploadSchema = z.object({
  data: z.object({
    url: z.string().optional(),
    path: z.string(),
    width: z.number().int().positive().optional().catch(undefined),
    height: z.number().int().positive().optional().catch(undefined),
  }),
});

const previewAnswerSchema = z.object({
  data: z.object({ id: z.string(), urls: z.record(z.string(), z.string()) }),
});

/**
 * POST {api}/upload: an image for an article's body; resolves with its public URL and its size
 * (the provider's, else the file's own as the browser reads it).
 */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<{ src: string; width?: number; height?: number }> => {
      const form = new FormData();
      form.set('image', file);
      const { data } = await call(api('/upload'), uploadSchema, { method: 'POST', body: form });
      const src =
        data.url ?? `${apiBase(publicConfig.providerUrl)}/${data.path.replace(/^\/+/, '')}`;
      if (data.width && data.height) return { src, width: data.width, height: data.height };
      const size = await createImageBitmap(file).then(
        (bitmap) => {
          const read = { width: bitmap.width, height: bitmap.height };
          bitmap.close();
          return read;
        },
        () => ({}),
      );
      return { src, ...size };
    },
  });
}

/**
 * POST /api/preview: a preview of the form's values (previewFormData); its address in each
 * language. It is this site's endpoint, not {api}'s: a preview is rendered here, whichever
 * provider keeps the articles.
 */
export function useCreatePreview() {
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await call('/api/preview', previewAnswerSchema, { method: 'POST', body: form })).data.urls,
  });
}
