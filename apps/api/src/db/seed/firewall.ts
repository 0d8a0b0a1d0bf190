import { addDays, atSeoul, seoulDate } from '@portal/contract/dates';
import type { Db } from '../client';
import { firewallRequests } from '../schema';
import { republish } from '../../modules/firewall/publish';
import type { DemoPeople } from './demo';

/**
 * Website requests in every state: waiting, allowed for good, allowed until a day, past its day,
 * rejected; and the allow-list written once from them (the publish job runs at start).
 */
export async function seedFirewall(db: Db, people: DemoPeople, now: Date) {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
  const throughDay = (days: number) => atSeoul(addDays(seoulDate(now), days + 1), '00:00');
  const student1 = people.idOf('student1');
  const student2 = people.idOf('student2');
  const student3 = people.idOf('student3');
  const student4 = people.idOf('student4');
  const teacher1 = people.idOf('teacher1');
  const teacher2 = people.idOf('teacher2');
  const decided = (by: number, days: number) => ({ decidedBy: by, decidedAt: ago(days) });
  await db.insert(firewallRequests).values([
    {
      studentId: student1,
      address: 'https://www.ebsi.co.kr',
      host: 'www.ebsi.co.kr',
      reason: '수능특강 강의를 들어야 해요.',
      status: 'approved',
      createdAt: ago(20),
      ...decided(teacher1, 19),
    },
    {
      studentId: student1,
      address: 'megastudy.net',
      host: 'megastudy.net',
      reason: '수학 인강 수강 중이라 한 달만 열어 주세요.',
      status: 'approved',
      createdAt: ago(6),
      ...decided(teacher1, 5),
      allowedUntil: throughDay(25),
      decisionReason: '한 달 동안 허용합니다. 공부에만 써 주세요.',
    },
    {
      studentId: student1,
      address: 'https://www.suneung.re.kr/main.do',
      host: 'www.suneung.re.kr',
      reason: '평가원 기출문제를 내려받고 싶어요.',
      status: 'pending',
      createdAt: ago(1, 3),
    },
    {
      studentId: student1,
      address: 'www.youtube.com',
      host: 'www.youtube.com',
      reason: '영어 듣기 영상을 보고 싶어요.',
      status: 'rejected',
      createdAt: ago(9),
      ...decided(teacher2, 8),
      decisionReason: '영상 사이트는 열어 드릴 수 없어요. 듣기 자료는 EBSi에서 찾아 주세요.',
    },
    {
      studentId: student1,
      address: 'https://www.mimacstudy.com',
      host: 'www.mimacstudy.com',
      reason: '겨울방학 특강 신청 기간이라 잠깐 필요해요.',
      status: 'approved',
      createdAt: ago(30),
      ...decided(teacher1, 29),
      allowedUntil: throughDay(-4),
    },
    {
      studentId: student1,
      address: 'khanacademy.org',
      host: 'khanacademy.org',
      reason: '미적분 개념 영상을 복습하려고요.',
      status: 'pending',
      createdAt: ago(0, 5),
    },
    {
      studentId: student2,
      address: 'https://www.etoos.com',
      host: 'www.etoos.com',
      reason: '국어 문학 강의를 듣고 있어요.',
      status: 'pending',
      createdAt: ago(2),
    },
    {
      studentId: student3,
      address: 'www.kice.re.kr',
      host: 'www.kice.re.kr',
      reason: '모의평가 정답과 해설을 확인하려고요.',
      status: 'approved',
      createdAt: ago(12),
      ...decided(teacher2, 11),
    },
    {
      studentId: student4,
      address: 'instagram.com',
      host: 'instagram.com',
      reason: '동아리 공지를 확인해야 해요.',
      status: 'rejected',
      createdAt: ago(4),
      ...decided(teacher1, 3),
      decisionReason: 'SNS는 허용하지 않아요. 동아리 공지는 담임 선생님께 받아 주세요.',
    },
  ]);
  await republish(db, now);
}
