/** 자료실 categories, without any schema (`@portal/contract/library-labels`). */

/** 자료실 categories: 국어 / 수학 / 영어 / 탐구 / 입시 / 생활. */
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
