import type { NoticeSummary } from '@portal/contract';
import { noticeAudienceLabels } from '@portal/contract/vocabulary';

/** "전체", "학생", "학부모", or the class's name. */
export const audienceLabel = (n: Pick<NoticeSummary, 'audience' | 'className'>) =>
  n.audience === 'class' ? (n.className ?? noticeAudienceLabels.class) : noticeAudienceLabels[n.audience];

/** "340KB", "2.4MB". */
export function fileSizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)}MB`;
}

export const NOTICE_FORM_DRAFT = 'notice-form';
