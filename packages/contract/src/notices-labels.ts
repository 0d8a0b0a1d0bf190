/** Notice categories and audiences, without any schema (`@portal/contract/notices-labels`). */

/** 일반 / 학사 / 생활 / 시설 / 입시: what a notice is about. */
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
