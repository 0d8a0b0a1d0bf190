import { z } from 'zod';
import { filePurposes } from './vocabulary';
export { filePurposeRules, filePurposes, type FilePurpose } from './vocabulary';

export const filePurpose = z.enum(filePurposes, { error: '파일 용도가 올바르지 않습니다.' });

/** `POST /files/?purpose=sick-note`: the body is multipart with one file part. */
export const uploadQuery = z.object({ purpose: filePurpose });
export type UploadQuery = z.infer<typeof uploadQuery>;

export const attachmentId = z.uuid({ error: '올바른 파일 번호가 아닙니다.' });
export const attachmentIdParam = z.object({ id: attachmentId });

/** An uploaded file as its owner and the people who may open it see it. */
export const attachment = z.object({
  id: z.string(),
  purpose: filePurpose,
  /** The name it was uploaded with (folders and control characters removed, extension matching the type). */
  name: z.string(),
  size: z.number().int(),
  /** The type read from its bytes. */
  contentType: z.string(),
  /** A picture's thumbnail (`GET /files/:id/thumb/`, a WebP at most 480 px on its longest side) and its size; null when it has none. */
  thumbnail: z.object({ width: z.number().int(), height: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachment>;
