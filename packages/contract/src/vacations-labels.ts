/** Vacation types and staff queues, without any schema (`@portal/contract/vacations-labels`). */

import type { FileRule } from './files-labels';

/** Uploads: 정기휴가 / 외출 / 외박 / 병가. */
export const vacationTypes = ['regular', 'outing', 'overnight', 'sick'] as const;

/** Staff queues: waiting for a decision, out and expected back, or still waiting for the parent. */
export const staffVacationQueues = ['decision', 'away', 'consent'] as const;

/** 진단서·처방전: a photo (JPEG, PNG, WebP, or an iPhone's HEIC) or a PDF. */
export const sickNoteFileRule: FileRule = {
  label: '진단서',
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
  maxPerRecord: 3,
  accepts: '사진(JPG, PNG, WebP, HEIC)이나 PDF',
};

/**
 * Whether a 반려 was her parent's (she did not consent) rather than a teacher's: a teacher decides only
 * a request a parent consented to, so one turned down without a consent was turned down by a parent.
 */
export const declinedByParent = (v: { status: string; consentedAt: string | null }) => v.status === 'rejected' && !v.consentedAt;
