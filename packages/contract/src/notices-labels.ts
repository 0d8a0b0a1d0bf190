/** Notice categories and audiences, without any schema (`@portal/contract/notices-labels`). */

import type { FileRule } from './files-labels';

/** Uploads: 일반 / 학사 / 생활 / 시설 / 입시: what a notice is about. */
export const noticeCategories = ['general', 'academic', 'life', 'facility', 'admission'] as const;
export type NoticeCategory = (typeof noticeCategories)[number];
export const noticeCategoryLabels: Record<NoticeCategory, string> = {
  general: '일반',
  academic: '학사',
  life: '생활',
  facility: '시설',
  admission: '입시',
};

/** Who a notice is for: everyone, students, parents, or one class (its students and their parents). */
export const noticeAudiences = ['all', 'students', 'parents', 'class'] as const;
export type NoticeAudience = (typeof noticeAudiences)[number];
export const noticeAudienceLabels: Record<NoticeAudience, string> = {
  all: '전체',
  students: '학생',
  parents: '학부모',
  class: '반',
};

/** 공지 첨부: handouts as PDF, 한글 (HWP 5, an OLE compound file like the old Office formats, and HWPX,
 * a ZIP like the new ones, each kept by its name's extension), Word, Excel, PowerPoint, or a picture. */
export const noticeAttachmentFileRule: FileRule = {
  label: '공지 첨부파일',
  maxBytes: 20 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/x-cfb',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
    'image/jpeg',
    'image/png',
    'image/webp',
  ],
  maxPerRecord: 5,
  accepts: 'PDF, 한글(HWP, HWPX), 워드, 엑셀, 파워포인트, ZIP이나 사진(JPG, PNG, WebP)',
  containers: { 'application/zip': ['zip', 'hwpx'], 'application/x-cfb': ['hwp', 'doc', 'xls', 'ppt'] },
};

/**
 * What a notice body keeps (the API's `cleanNoticeHtml` stores only these; the editor's paste keeps
 * only these): paragraphs, emphasis, two heading levels, lists, quotes, links, and tables. A cell
 * keeps its colspan and rowspan, a link its address; nothing else keeps an attribute.
 */
export const NOTICE_BODY_TAGS = {
  text: ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a'],
  table: ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  /** As a paste or an old editor writes them, and what they are kept as. */
  renamed: { b: 'strong', i: 'em', h1: 'h2', h4: 'h3', h5: 'h3', h6: 'h3', div: 'p' } as Readonly<Record<string, string>>,
} as const;
