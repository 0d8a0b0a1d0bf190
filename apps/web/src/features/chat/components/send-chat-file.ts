import { uploadChatFile } from './upload-chat-file';

/** A file she means to send: which one, its number for the server, and its upload once made. */
export type FileIntent = { file: string; key: string; attachmentId?: string };

/**
 * Sends a picked file (loaded when she picks one, not with the room). Picked again after a failed
 * send (whose answer may only have been lost), the same file is the same message: the same number,
 * and its upload not made twice (it was posted twice, an audit on a bad network).
 */
export async function sendChatFile(
  file: File,
  intent: { current: FileIntent | null },
  newKey: () => string,
  onProgress: (percent: number) => void,
  post: (attachmentId: string, clientKey: string) => Promise<unknown>,
  signal?: AbortSignal,
): Promise<void> {
  const which = `${file.name}:${file.size}:${file.lastModified}`;
  if (intent.current?.file !== which) intent.current = { file: which, key: newKey() };
  const intended = intent.current;
  if (!intended.attachmentId) {
    const uploaded = await uploadChatFile(file, onProgress, signal);
    if (!uploaded) return;
    intended.attachmentId = uploaded.id;
  }
  await post(intended.attachmentId, intended.key);
  if (intent.current === intended) intent.current = null;
}
