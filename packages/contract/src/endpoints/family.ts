import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const familyEndpoints = defineEndpoints('family', {
  children: {
    method: 'GET',
    path: '/accounts/children/',
    summary: '전환할 수 있는 학생: 학생은 자기 자신, 학부모는 연결된 자녀',
    access: ['student', 'parent'],
    schemas: load((s) => ({ response: s.list(s.studentSummary) })),
  },
});
