import type { Attachment } from '@portal/contract';
import { chatFileRule } from '@portal/contract/chat-labels';
import { urlOf } from '@portal/contract/endpoint';
import { filesEndpoints } from '@portal/contract/endpoints/files';
import { openModal } from '@/components/ui/kit';
import { uploadFile } from '@/components/ui/upload';
import { fileSizeLabel } from '@/lib/file-size';

/**
 * A picked photo or file, up to the file service (loaded when she picks one, not with the room):
 * null when it is too big to send, which she is told. `onProgress` hears 0-99 as it goes; `signal`
 * stops it (an AbortError).
 */
export async function uploadChatFile(file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<Attachment | null> {
  if (file.size > chatFileRule.maxBytes) {
    void openModal({ type: 'failed', message: `채팅 파일은 ${fileSizeLabel(chatFileRule.maxBytes)}까지 보낼 수 있습니다.` });
    return null;
  }
  onProgress(0);
  return uploadFile<Attachment>(urlOf(filesEndpoints.upload, { query: { purpose: 'chat-file' } }), file, file.name, {
    onProgress: (sent, total) => onProgress(Math.min(99, Math.floor((sent / (total || file.size)) * 100))),
    signal,
  });
}
