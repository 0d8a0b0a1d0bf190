import type { Db } from '../client';
import { inquiries } from '../schema';
import type { DemoPeople } from './demo';

type Row = typeof inquiries.$inferInsert;

/**
 * 문의 내역 of the demo centre: open, answered and closed inquiries of the demo students (and of 박지현
 * about her daughters), so that /contactus and the staff inbox are full on a fresh start. 정우진
 * teaches 수학, 송미경 영어·국어.
 */
export async function seedInquiries(db: Db, people: DemoPeople, now: Date) {
  const id = people.idOf;
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  const academic = (r: Omit<Row, 'kind' | 'category'>): Row => ({ ...r, kind: 'academic', category: null });
  const life = (r: Omit<Row, 'kind' | 'subject' | 'teacherId' | 'answerMethod'>): Row => ({
    ...r,
    kind: 'life',
    subject: null,
    teacherId: null,
    answerMethod: null,
  });
  await db.insert(inquiries).values([
    academic({
      askerId: id('student1'),
      studentId: id('student1'),
      subject: 'math',
      teacherId: id('teacher1'),
      answerMethod: 'app',
      body: '수능특강 수학Ⅰ 87쪽 12번 질문입니다. 로그함수 그래프를 평행이동하는 것까지는 이해했는데, 정의역이 왜 x > 2로 바뀌는지 모르겠어요. 풀이 과정을 한 번 봐 주세요.',
      createdAt: ago(2),
    }),
    academic({
      askerId: id('student1'),
      studentId: id('student1'),
      subject: 'english',
      teacherId: null,
      answerMethod: 'in_person',
      body: '9월 모의고사 빈칸 추론(33, 34번)을 계속 틀려요. 제가 푸는 순서가 맞는지 자습 시간에 한 번 봐 주실 수 있을까요?',
      createdAt: ago(26),
    }),
    academic({
      askerId: id('student1'),
      studentId: id('student1'),
      subject: 'korean',
      teacherId: id('teacher2'),
      answerMethod: 'app',
      body: '문학 선지에서 ‘화자의 태도’와 ‘어조’를 어떻게 구분해야 할지 헷갈립니다. 판단 기준이 있을까요?',
      status: 'answered',
      answer:
        '태도는 화자가 대상을 대하는 마음가짐(예찬, 체념, 성찰)이고, 어조는 그 마음이 드러나는 말투(단정적, 영탄적)예요. 선지를 볼 때 “무엇에 대해 어떤 마음인가”를 먼저 표시하고, 그다음 말투를 확인해 보세요. 내일 국어 시간에 예시 작품으로 한 번 더 짚어 줄게요.',
      answeredBy: id('teacher2'),
      answeredAt: ago(50),
      createdAt: ago(70),
    }),
    life({
      askerId: id('student1'),
      studentId: id('student1'),
      category: 'facility',
      body: '3층 자습실 창가 쪽 스탠드가 계속 깜빡거려요. 눈이 아파서 오늘은 자리를 옮겼는데 확인 부탁드립니다.',
      status: 'answered',
      answer: '알려 줘서 고마워요. 오늘 오후에 스탠드를 새것으로 바꿔 두었습니다. 내일부터 원래 자리를 쓰면 됩니다.',
      answeredBy: id('teacher1'),
      answeredAt: ago(118),
      createdAt: ago(124),
    }),
    academic({
      askerId: id('student1'),
      studentId: id('student1'),
      subject: 'admission',
      teacherId: id('teacher1'),
      answerMethod: 'in_person',
      body: '수시 원서 접수 전에 지원 대학 조합을 한 번 상담받고 싶어요. 6장 중에 상향을 몇 장 넣을지 고민입니다.',
      status: 'closed',
      closedBy: id('teacher1'),
      closedAt: ago(200),
      createdAt: ago(240),
    }),
    life({
      askerId: id('parent1'),
      studentId: id('student1'),
      category: 'life',
      body: '하린이가 요즘 밤에 잠을 잘 못 잔다고 하네요. 취침 시간 전후로 생활 지도를 부탁드려도 될까요?',
      createdAt: ago(5),
    }),
    academic({
      askerId: id('parent1'),
      studentId: id('student2'),
      subject: 'math',
      teacherId: id('teacher1'),
      answerMethod: 'phone',
      body: '서아 수학 점수가 지난달보다 많이 떨어졌습니다. 어떤 부분이 부족한지 전화로 상담받고 싶습니다.',
      status: 'answered',
      answer:
        '어머님, 서아는 최근 미적분 단원에서 시간이 오래 걸려 뒤쪽 문제를 놓치는 편입니다. 내일 오후 2시쯤 전화드려 주간 학습 계획을 함께 정하겠습니다.',
      answeredBy: id('teacher1'),
      answeredAt: ago(20),
      createdAt: ago(30),
    }),
    academic({
      askerId: id('student2'),
      studentId: id('student2'),
      subject: 'science',
      teacherId: null,
      answerMethod: 'app',
      body: '생명과학Ⅰ 유전 문제에서 가계도를 분석하는 순서를 알려 주세요. 우열부터 볼지, 상염색체인지부터 볼지 헷갈려요.',
      createdAt: ago(0.8),
    }),
    life({
      askerId: id('student3'),
      studentId: id('student3'),
      category: 'facility',
      body: '4층 샤워실 왼쪽에서 두 번째 칸 온수가 미지근하게 나와요.',
      createdAt: ago(75),
    }),
    life({
      askerId: id('student3'),
      studentId: id('student3'),
      category: 'other',
      body: '주말 외출 때 받을 택배를 학원 주소로 보내도 되는지 궁금합니다.',
      status: 'answered',
      answer: '네, 받을 수 있어요. 택배는 1층 행정실에 보관하고, 도착하면 알림으로 알려 줄게요. 받는 사람에 이름과 반을 꼭 적어 주세요.',
      answeredBy: id('teacher2'),
      answeredAt: ago(140),
      createdAt: ago(150),
    }),
  ]);
}
