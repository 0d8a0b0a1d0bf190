import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import type { Db } from '../client';
import { attachments, contentItems, contentOrders } from '../schema';
import { billingMonthOf } from '../../modules/contents/payments/billing';
import { makeThumbnail, THUMB_TYPE } from '../../modules/files/thumbnails';
import type { DemoPeople, SeedFiles } from './demo';

const DAY_MS = 86_400_000;

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * A cover picture (a real PNG, 300×400) that reads as a book: the category's colour fading down, a
 * darker spine on the left and a pale rule near the top. Made here so the demo needs no image files.
 */
export function coverPng(rgb: [number, number, number], pale: [number, number, number]): Buffer {
  const width = 300;
  const height = 400;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    const fade = 1 - (y / height) * 0.3;
    for (let x = 0; x < width; x++) {
      const spine = x < 22;
      const rule = !spine && x > 44 && x < width - 44 && y > 56 && y < 62;
      const c = rule ? pale : rgb.map((v) => Math.round(v * fade * (spine ? 0.72 : 1)));
      row.set(c, 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const colours = {
  korean: [
    [46, 125, 90],
    [232, 245, 238],
  ],
  math: [
    [31, 123, 218],
    [232, 241, 252],
  ],
  english: [
    [232, 119, 46],
    [253, 240, 230],
  ],
  inquiry: [
    [120, 84, 190],
    [240, 235, 250],
  ],
} as const satisfies Record<string, readonly [readonly [number, number, number], readonly [number, number, number]]>;

type Item = typeof contentItems.$inferInsert & { key: string };

const catalogue: Item[] = [
  {
    key: 'korean-lit',
    title: '2027 수능 국어 문학 완성',
    category: 'korean',
    kind: 'lecture',
    author: '정우진 선생님',
    summary: 'EBS 연계 작품 40편을 갈래별로 정리하는 20강',
    description:
      '현대시·현대소설·고전시가·고전산문을 갈래별로 묶어 20강에 정리합니다.\n강마다 연계 작품 2편과 기출 변형 문항을 함께 풉니다.\n수강 기간: 결제일부터 120일',
    price: 89000,
  },
  {
    key: 'korean-read',
    title: '독서 비문학 구조 독해 특강',
    category: 'korean',
    kind: 'lecture',
    author: '정우진 선생님',
    summary: '과학·기술·경제 지문을 구조도로 읽는 12강',
    description:
      '지문을 문단 단위로 나누고 구조도를 그리는 연습을 합니다.\n최근 5개년 평가원 기출 24지문을 다룹니다.\n수강 기간: 결제일부터 90일',
    price: 59000,
  },
  {
    key: 'korean-book',
    title: '국어 매일 기출 3지문 (상)',
    category: 'korean',
    kind: 'workbook',
    author: '청람 국어연구소',
    summary: '하루 3지문, 8주 완성 기출 문제집',
    description: '평가원·교육청 기출에서 고른 168지문을 8주 분량으로 나눴습니다.\n해설지 포함, 교재는 자습실 사물함으로 배송됩니다.',
    price: 18000,
  },
  {
    key: 'math-calc',
    title: '수학Ⅱ 미적분 개념 총정리',
    category: 'math',
    kind: 'lecture',
    author: '송미경 선생님',
    summary: '극한부터 정적분까지 핵심 개념 25강',
    description: '교과서 개념을 수능 출제 관점으로 다시 정리합니다.\n강마다 확인 문제 10문항이 있습니다.\n수강 기간: 결제일부터 120일',
    price: 99000,
  },
  {
    key: 'math-killer',
    title: '수학 킬러 문항 집중 공략',
    category: 'math',
    kind: 'lecture',
    author: '송미경 선생님',
    summary: '21·22·29·30번 유형별 풀이 전략 15강',
    description: '고난도 문항을 유형별로 나눠 풀이의 출발점을 찾는 훈련을 합니다.\n수강 기간: 결제일부터 60일',
    price: 120000,
  },
  {
    key: 'math-book',
    title: '수학 N제 300 (공통+미적분)',
    category: 'math',
    kind: 'workbook',
    author: '청람 수학연구소',
    summary: '4점 문항 300제, 난이도별 3단계',
    description: '3점 후반부터 4점 최고난도까지 300문항을 난이도 순으로 묶었습니다.\n해설지 포함, 교재는 자습실 사물함으로 배송됩니다.',
    price: 22000,
  },
  {
    key: 'english-reading',
    title: '영어 빈칸·순서 추론 마스터',
    category: 'english',
    kind: 'lecture',
    author: '김소연 선생님',
    summary: '오답률 높은 유형 4가지를 끝내는 16강',
    description: '빈칸 추론, 순서 배열, 문장 삽입, 요약문 유형을 단계별로 연습합니다.\n수강 기간: 결제일부터 90일',
    price: 79000,
  },
  {
    key: 'english-vocab',
    title: '수능 영단어 2400 Day 40',
    category: 'english',
    kind: 'workbook',
    author: '청람 영어연구소',
    summary: '하루 60단어, 40일 완성 단어장',
    description: '최근 10년 수능·모의평가 빈출 어휘 2,400개를 40일 분량으로 나눴습니다.\n매일 확인 시험지가 들어 있습니다.',
    price: 15000,
  },
  {
    key: 'english-book',
    title: '영어 독해 실전 모의고사 20회',
    category: 'english',
    kind: 'workbook',
    author: '청람 영어연구소',
    summary: '듣기 제외 28문항 × 20회 실전 대비',
    description: '실제 시험과 같은 난이도 배분으로 만든 독해 모의고사 20회분입니다.\n해설지 포함, 교재는 자습실 사물함으로 배송됩니다.',
    price: 19000,
  },
  {
    key: 'inquiry-life',
    title: '생활과 윤리 개념 압축 정리',
    category: 'inquiry',
    kind: 'lecture',
    author: '최민호 선생님',
    summary: '사상가별 핵심 주장 비교 10강',
    description: '자주 나오는 사상가 30명의 주장을 표로 비교하며 정리합니다.\n수강 기간: 결제일부터 60일',
    price: 49000,
  },
];

/**
 * The contents catalogue with its covers, and orders of student1's family in every receipt state
 * (구매완료, 취소요청, 구매취소, 구매확정) on this and last month's invoices, plus one of another family.
 */
export async function seedContents(db: Db, people: DemoPeople, now: Date, files?: SeedFiles) {
  const admin = people.idOf('admin');
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const ids: Record<string, number> = {};
  for (const [i, { key, ...item }] of catalogue.entries()) {
    const createdAt = ago(40 - i * 3);
    const [row] = await db
      .insert(contentItems)
      .values({ ...item, createdBy: admin, createdAt, updatedAt: createdAt })
      .returning({ id: contentItems.id });
    ids[key] = row!.id;
    const [rgb, pale] = colours[item.category];
    const bytes = coverPng([...rgb], [...pale]);
    const id = randomUUID();
    const storageKey = `content-cover/${id}`;
    await files?.put(storageKey, Readable.from([bytes]));
    // Its thumbnail, as an upload gets one (the catalogue draws covers from it).
    let thumb = {};
    if (files) {
      const small = await makeThumbnail(Readable.from([bytes]));
      const thumbKey = `content-cover-thumb/${id}`;
      await files.put(thumbKey, Readable.from([small.bytes]), THUMB_TYPE);
      thumb = { thumbKey, thumbWidth: small.width, thumbHeight: small.height };
    }
    await db.insert(attachments).values({
      id,
      ownerId: admin,
      purpose: 'content-cover',
      originalName: `${item.title} 표지.png`,
      size: bytes.length,
      contentType: 'image/png',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey,
      ...thumb,
      attachedTo: row!.id,
      createdAt,
    });
  }

  const student = people.idOf('student1');
  const parent = people.idOf('parent1');
  const price = (key: string) => catalogue.find((c) => c.key === key)!.price!;
  const billed = (key: string, paidAt: Date, by: number, extra: Partial<typeof contentOrders.$inferInsert> = {}) => ({
    paymentOrderId: randomUUID(),
    itemId: ids[key]!,
    studentId: student,
    requestedBy: by,
    paidBy: by,
    amount: price(key),
    status: 'paid' as const,
    method: 'billing' as const,
    billingMonth: billingMonthOf(paidAt),
    createdAt: paidAt,
    paidAt,
    ...extra,
  });
  // This month (a few hours ago, so the same invoice month as the statement opens on).
  const recent = ago(0, 3);
  const earlier = ago(0, 5);
  const lastMonth = ago(35);
  await db.insert(contentOrders).values([
    billed('korean-lit', recent, student),
    billed('math-book', earlier, parent, {
      status: 'cancel_requested',
      cancelReason: '같은 교재를 이미 가지고 있어요.',
      cancelRequestedAt: ago(0, 1),
    }),
    billed('english-vocab', lastMonth, student, { status: 'confirmed', confirmedAt: ago(30) }),
    billed('korean-read', lastMonth, parent, {
      status: 'cancelled',
      cancelReason: '수강 일정이 겹쳐서 취소합니다.',
      cancelRequestedAt: ago(34),
      cancelledAt: ago(33),
      decidedBy: admin,
    }),
    {
      paymentOrderId: randomUUID(),
      itemId: ids['math-calc']!,
      studentId: student,
      requestedBy: student,
      amount: price('math-calc'),
      status: 'awaiting_payment',
      sentToParent: true,
      createdAt: ago(0, 2),
    },
    {
      ...billed('english-book', earlier, people.idOf('student3')),
      studentId: people.idOf('student3'),
    },
  ]);
}
