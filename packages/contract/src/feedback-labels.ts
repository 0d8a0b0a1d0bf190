/** Feedback kinds and states, without any schema (`@portal/contract/feedback-labels`). */

import type { FileRule } from './files-labels';

/** Uploads: What a feedback is about: 앱 사용 / 시설 / 식사 / 기타. */
export const feedbackKinds = ['app', 'facility', 'meal', 'other'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = { app: '앱 사용', facility: '시설', meal: '식사', other: '기타' };

/** 접수 (waiting) → 답변 완료 → 종료. */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = { open: '접수', answered: '답변완료', closed: '종료' };

/** 의견 보내기: a screenshot of what went wrong (a phone's PNG or JPEG, an iPhone's HEIC). */
export const feedbackScreenshotFileRule: FileRule = {
  label: '스크린샷',
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
  maxPerRecord: 3,
  accepts: '사진(JPG, PNG, WebP, HEIC)',
};
