import type { Db } from '../client';
import { chatMessages, chatReads, chatRooms } from '../schema';
import type { DemoPeople } from './demo';

type Line = { from: 'opener' | 'teacher'; text: string; minutesAgo: number };

/**
 * 채팅 of the demo centre, so that /chat and /staff/chat are full on a fresh start: 김하린 (student1)
 * with 정우진 (teacher1) about 수학, one unread answer waiting for her; her English question waiting for
 * any teacher; a closed 생활 room with 송미경; and her mother 박지현 (parent1) asking 정우진 about
 * 입시, unread by him. Laid out around `now`.
 */
export async function seedChat(db: Db, people: DemoPeople, now: Date) {
  const id = people.idOf;
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  async function room(
    r: Omit<typeof chatRooms.$inferInsert, 'createdAt' | 'lastMessageAt'>,
    lines: Line[],
    /** How many of the last lines each side has not read yet. */
    unread: { opener: number; teacher: number },
  ) {
    const [made] = await db
      .insert(chatRooms)
      .values({ ...r, createdAt: ago(lines[0]!.minutesAgo), lastMessageAt: ago(lines.at(-1)!.minutesAgo) })
      .returning({ id: chatRooms.id });
    const roomId = made!.id;
    const rows = await db
      .insert(chatMessages)
      .values(
        lines.map((l) => ({
          roomId,
          senderId: l.from === 'opener' ? r.openerId : r.teacherId!,
          kind: 'text' as const,
          body: l.text,
          createdAt: ago(l.minutesAgo),
        })),
      )
      .returning({ id: chatMessages.id });
    const ids = rows.map((x) => x.id).sort((a, b) => a - b);
    const readUpTo = (n: number) => ids[ids.length - 1 - n] ?? 0;
    const reads = [{ userId: r.openerId, upTo: readUpTo(unread.opener) }];
    if (r.teacherId != null) reads.push({ userId: r.teacherId, upTo: readUpTo(unread.teacher) });
    const at = ago(lines.at(-1)!.minutesAgo);
    await db
      .insert(chatReads)
      .values(reads.filter((x) => x.upTo > 0).map((x) => ({ roomId, userId: x.userId, lastReadId: x.upTo, readAt: at })));
  }

  await room(
    {
      openerId: id('student1'),
      studentId: id('student1'),
      category: 'math',
      target: 'teacher',
      teacherId: id('teacher1'),
      notice: '질문은 문제 번호와 함께 보내 주세요. 밤 10시 이후 질문은 다음 날 아침에 답할게요.',
    },
    [
      { from: 'opener', text: '선생님, 수능특강 수학Ⅰ 52쪽 7번 질문 있어요.', minutesAgo: 190 },
      { from: 'opener', text: '등차수열 합 공식까지는 썼는데 n이 짝수일 때랑 홀수일 때를 왜 나눠야 하는지 모르겠어요.', minutesAgo: 189 },
      { from: 'teacher', text: '좋은 질문이에요. 조건에 (-1)ⁿ이 들어가 있어서 n의 홀짝에 따라 부호가 바뀌거든요.', minutesAgo: 150 },
      { from: 'teacher', text: 'n=1, 2, 3, 4까지 직접 넣어서 항을 써 보면 규칙이 바로 보일 거예요.', minutesAgo: 149 },
      { from: 'opener', text: '아 써 보니까 두 개씩 묶이네요! 감사합니다.', minutesAgo: 120 },
      { from: 'teacher', text: '맞아요. 비슷한 유형으로 54쪽 10번도 풀어 보고 막히면 다시 물어봐요.', minutesAgo: 35 },
    ],
    { opener: 1, teacher: 0 },
  );
  await room(
    { openerId: id('student1'), studentId: id('student1'), category: 'english', target: 'any', teacherId: null },
    [
      {
        from: 'opener',
        text: '9월 모의고사 빈칸 추론 34번 해설을 봐도 왜 ②가 답인지 모르겠어요. 자습 시간에 설명 들을 수 있을까요?',
        minutesAgo: 25,
      },
    ],
    { opener: 0, teacher: 0 },
  );
  await room(
    {
      openerId: id('student1'),
      studentId: id('student1'),
      category: 'life',
      target: 'life',
      teacherId: id('teacher2'),
      status: 'closed',
      closedAt: ago(60 * 24 * 2),
    },
    [
      { from: 'opener', text: '세탁실 건조기 2번이 돌아가지 않아요.', minutesAgo: 60 * 24 * 3 },
      {
        from: 'teacher',
        text: '알려 줘서 고마워요. 시설팀에 수리 요청했어요. 그동안 1번과 3번을 써 주세요.',
        minutesAgo: 60 * 24 * 3 - 20,
      },
      { from: 'teacher', text: '건조기 2번 수리가 끝났어요. 대화는 여기서 마칠게요.', minutesAgo: 60 * 24 * 2 },
    ],
    { opener: 0, teacher: 0 },
  );
  await room(
    {
      openerId: id('parent1'),
      studentId: id('student1'),
      category: 'admission',
      target: 'teacher',
      teacherId: id('teacher1'),
    },
    [
      { from: 'opener', text: '안녕하세요, 하린이 엄마입니다. 이번 모의고사 수학 등급이 떨어져서 걱정이 되어 연락드려요.', minutesAgo: 80 },
      { from: 'opener', text: '정시 준비에 맞춰 주말 자습 계획을 어떻게 잡으면 좋을지 조언 부탁드립니다.', minutesAgo: 79 },
    ],
    { opener: 0, teacher: 2 },
  );
}
