import { uploadImage } from '@/lib/articles/upload';
import { failureAnswer } from '@/lib/http/failure-answer';
import { fileField } from '@/lib/http/form-data';
import { jsonAnswer } from '@/lib/http/json';
import { MAX_UPLOAD_FORM_BYTES, withStaff } from '@/lib/http/with-staff';
import { crmT } from '@/lib/i18n/crm';

/** POST {api}/upload (multipart, field `image`): an image for an article's body; staff only. */
export const POST = withStaff(
  async ({ body, staff }) => {
    const file = fileField(body, 'image') ?? fileField(body, 'file');
    const result = await uploadImage(
      file ? new Uint8Array(await file.arrayBuffer()) : undefined,
      staff,
    );
    if (!result.ok) return failureAnswer(result);
    const { path, width, height } = result.value;
    return jsonAnswer(
      {
        success: true,
        message: crmT('api.uploaded'),
        data: { path, url: `/api/${path}`, width, height },
      },
      201,
    );
  },
  { permission: 'articles', body: { kind: 'form', limit: MAX_UPLOAD_FORM_BYTES } },
);
