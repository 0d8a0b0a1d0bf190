import type { NoticeSummary } from '@portal/contract';
import { noticeAudienceLabels } from '@portal/contract/notices-labels';

/** "전체", "학생", "학부모", or the class's name. */
export const audienceLabel = (n: Pick<NoticeSummary, 'audience' | 'className'>) =>
  n.audience === 'class' ? (n.className ?? noticeAudienceLabels.class) : noticeAudienceLabels[n.audience];

export { fileSizeLabel } from '@/lib/file-size';

export const NOTICE_FORM_DRAFT = 'notice-form';
