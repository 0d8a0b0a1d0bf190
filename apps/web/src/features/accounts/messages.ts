import type { UserCategory } from '@portal/contract';

export const categoryLabel: Record<UserCategory, string> = {
  student: '학생',
  parent: '학부모',
  teacher: '선생님',
  admin: '관리자',
};
