import { defineEndpoints } from '../endpoint';
import { load } from './load';

export const counselingCyclesEndpoints = defineEndpoints('counselingCycles', {
  get: {
    method: 'GET',
    path: '/counseling-cycles/',
    summary: '상담 주기(국어·수학·영어): 학생은 자기 것, 학부모는 연결된 자녀, 선생님은 지정한 학생',
    access: ['student', 'parent', 'teacher', 'admin'],
    schemas: load((s) => ({ query: s.studentQuery, response: s.counselingCycles })),
  },
  save: {
    method: 'PUT',
    path: '/counseling-cycles/',
    summary: '내 상담 주기 저장(학생): 매주 / 격주 / 매월 / 필요할 때',
    access: ['student'],
    schemas: load((s) => ({ body: s.counselingCycles, response: s.counselingCycles })),
  },
});
