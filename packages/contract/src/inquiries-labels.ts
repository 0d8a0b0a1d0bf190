/**
 * The inquiry vocabulary without any schema (`@portal/contract/inquiries-labels`): kinds, subjects,
 * life categories, answer methods and states with their Korean names, for screens that only show
 * inquiries (zod stays out of their first load).
 */

import type { FileRule } from './files-labels';

/** 학습 문의 (to a subject teacher) or 생활 문의 (life, facilities, anything else). */
export const inquiryKinds = ['academic', 'life'] as const;
export type InquiryKind = (typeof inquiryKinds)[number];
export const inquiryKindLabels: Record<InquiryKind, string> = { academic: '학습 문의', life: '생활 문의' };

/** What an academic inquiry is about. */
export const inquirySubjects = ['korean', 'math', 'english', 'history', 'social', 'science', 'foreign', 'admission'] as const;
export type InquirySubject = (typeof inquirySubjects)[number];
export const inquirySubjectLabels: Record<InquirySubject, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  history: '한국사',
  social: '사회탐구',
  science: '과학탐구',
  foreign: '제2외국어',
  admission: '입시',
};

/** 생활 / 시설 / 기타: what a life inquiry is about. */
export const inquiryCategories = ['life', 'facility', 'other'] as const;
export type InquiryCategory = (typeof inquiryCategories)[number];
export const inquiryCategoryLabels: Record<InquiryCategory, string> = { life: '생활', facility: '시설', other: '기타' };

/** How the asker would like the answer of an academic inquiry. */
export const inquiryAnswerMethods = ['app', 'in_person', 'phone'] as const;
export type InquiryAnswerMethod = (typeof inquiryAnswerMethods)[number];
export const inquiryAnswerMethodLabels: Record<InquiryAnswerMethod, string> = {
  app: '앱으로 답변',
  in_person: '만나서 설명',
  phone: '전화로 설명',
};

/** 처리 중 → 답변완료, or 종료 when staff close it (answered elsewhere, or nothing to answer). */
export const inquiryStatuses = ['open', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof inquiryStatuses)[number];
export const inquiryStatusLabels: Record<InquiryStatus, string> = { open: '처리 중', answered: '답변완료', closed: '종료' };

/** Limits of what is written. */
export const INQUIRY_LIMITS = { body: 2000, answer: 3000 } as const;

/** "any teacher": an academic inquiry not addressed to one teacher (every teacher sees it). */
export const ANY_TEACHER_LABEL = '선생님 누구나';

/** 문의 첨부: a photo of the problem she is stuck on (a phone's JPEG, PNG or HEIC) or a PDF. */
export const inquiryAttachmentFileRule: FileRule = {
  label: '첨부 파일',
  maxBytes: 10 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf'],
  maxPerRecord: 3,
  accepts: '사진(JPG, PNG, WebP, HEIC)이나 PDF',
};

/**
 * 답변 첨부: a teacher's worked solution as a photo, PDF, 한글 (HWP 5 as an OLE compound file, HWPX as
 * a zip: both kept by the name's extension) or an Office file.
 */
export const inquiryAnswerFileRule: FileRule = {
  label: '답변 첨부파일',
  maxBytes: 20 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/x-cfb',
    'application/zip',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/heic',
    'image/heif',
  ],
  maxPerRecord: 3,
  accepts: 'PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트나 사진',
  containers: { 'application/zip': ['zip', 'hwpx'], 'application/x-cfb': ['hwp'] },
};
