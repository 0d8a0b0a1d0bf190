import { pathOf } from '@/lib/routes';

export type EducationTab = 'grades' | 'curriculum' | 'counseling';
export const educationTabs: { id: EducationTab; label: string }[] = [
  { id: 'grades', label: '모의고사 성적' },
  { id: 'curriculum', label: '커리큘럼' },
  { id: 'counseling', label: '상담 기록' },
];
export const isEducationTab = (v: string | null | undefined): v is EducationTab => educationTabs.some((t) => t.id === v);

const base = () => pathOf('education');

/** The pages under /education (the route table names the section; these are its inner pages). */
export const educationPath = {
  tab: (tab: EducationTab) => (tab === 'grades' ? base() : `${base()}?tab=${tab}`),
  newExam: () => `${base()}/exams/new`,
  exam: (id: number) => `${base()}/exams/${id}`,
  editExam: (id: number) => `${base()}/exams/${id}/edit`,
  plan: (id: number) => `${base()}/plans/${id}`,
  counseling: (id: number) => `${base()}/counseling/${id}`,
};
