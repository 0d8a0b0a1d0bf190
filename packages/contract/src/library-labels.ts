/** 자료실 categories, without any schema (`@portal/contract/library-labels`). */

import type { FileRule } from './files-labels';

/** Uploads: 자료실 categories: 국어 / 수학 / 영어 / 탐구 / 입시 / 생활. */
export const libraryCategories = ['korean', 'math', 'english', 'inquiry', 'admission', 'life'] as const;
export type LibraryCategory = (typeof libraryCategories)[number];
export const libraryCategoryLabels: Record<LibraryCategory, string> = {
  korean: '국어',
  math: '수학',
  english: '영어',
  inquiry: '탐구',
  admission: '입시',
  life: '생활',
};

/** 자료실: handouts staff share with students and parents. Office files with a proper
 * [Content_Types].xml are detected as docx/xlsx/pptx; HWPX and other zips only as a zip, and HWP 5
 * only as an OLE compound file (CFB): those keep the extension of their name. */
export const libraryFileRule: FileRule = {
  label: '자료',
  maxBytes: 100 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/zip',
    'application/x-cfb',
    'image/jpeg',
    'image/png',
    'image/webp',
    'audio/mpeg',
  ],
  maxPerRecord: 1,
  accepts: 'PDF, 한글(HWP, HWPX), 워드·엑셀·파워포인트, ZIP, 사진, MP3',
  containers: { 'application/zip': ['zip', 'hwpx', 'docx', 'xlsx', 'pptx'], 'application/x-cfb': ['hwp'] },
};
