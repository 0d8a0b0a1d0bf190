/** Feedback kinds and states, without any schema (`@portal/contract/feedback-labels`). */

/** What a feedback is about: 앱 사용 / 시설 / 식사 / 기타. */
export const feedbackKinds = ['app', 'facility', 'meal', 'other'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = { app: '앱 사용', facility: '시설', meal: '식사', other: '기타' };

/** 접수 (waiting) → 답변 완료 → 종료. */
export const feedbackStatuses = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];
export const feedbackStatusLabels: Record<FeedbackStatus, string> = { open: '접수', answered: '답변 완료', closed: '종료' };
