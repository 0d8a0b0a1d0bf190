import { randomUUID, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { Db } from '../client';
import { attachments, feedback, libraryItems } from '../schema';
import type { DemoPeople, SeedFiles } from './demo';

const DAY_MS = 86_400_000;

/** UTF-16BE hex of a text: how a PDF string in a Unicode-encoded CJK font is written. */
const ucs2 = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();

/**
 * A small, valid one-page PDF with Korean text: the standard Korean CID font (`HYSMyeongJo-Medium`,
 * which every viewer substitutes), a title and lines. Real bytes a student can open.
 */
export function koreanPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 770 Td',
    `<${ucs2(title)}> Tj`,
    '/F1 12 Tf 0 -36 Td 18 TL',
    ...lines.map((l) => `<${ucs2(l)}> Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /HYSMyeongJo-Medium /Encoding /UniKS-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /HYSMyeongJo-Medium /CIDSystemInfo << /Registry (Adobe) /Ordering (Korea1) /Supplement 1 >> /FontDescriptor 7 0 R >>',
    '<< /Type /FontDescriptor /FontName /HYSMyeongJo-Medium /Flags 6 /FontBBox [-28 -148 1001 880] /ItalicAngle 0 /Ascent 880 /Descent -148 /CapHeight 880 /StemV 60 >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A zip of text files (stored, with their CRCs and UTF-8 names), as a folder of worksheets. */
export function zipOf(entries: readonly [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const head = (size: number, sig: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(sig, 0);
      return b;
    };
    const local = head(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = head(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

type Item = {
  title: string;
  category: (typeof libraryItems.$inferInsert)['category'];
  description: string;
  file: string;
  bytes: () => Buffer;
  by: 'teacher1' | 'teacher2' | 'admin';
  daysAgo: number;
};

const pdf =
  (title: string, ...lines: string[]) =>
  () =>
    koreanPdf(title, lines);

const items: Item[] = [
  {
    title: '2027 수능 국어 EBS 연계 작품 정리',
    category: 'korean',
    description: '수능특강·수능완성 문학 연계 작품 42편을 갈래별로 정리했습니다. 작품마다 핵심 주제와 출제 포인트를 달았어요.',
    file: '2027 수능 국어 EBS 연계 작품 정리.pdf',
    bytes: pdf(
      '2027 수능 국어 EBS 연계 작품 정리',
      '1. 현대시: 정지용 「장수산 1」, 백석 「여승」',
      '2. 고전시가: 정철 「관동별곡」, 「동동」',
      '3. 현대소설: 박완서 「엄마의 말뚝」',
    ),
    by: 'teacher1',
    daysAgo: 2,
  },
  {
    title: '국어 비문학 주제 통합 지문 10선',
    category: 'korean',
    description: '과학·기술과 경제 주제 통합 지문 10개와 문항 분석지입니다.',
    file: '국어 비문학 주제 통합 지문 10선.pdf',
    bytes: pdf('국어 비문학 주제 통합 지문 10선', '지문 1. 기준금리와 채권 가격', '지문 2. 반도체 공정과 노광 기술'),
    by: 'teacher1',
    daysAgo: 12,
  },
  {
    title: '수학 Ⅱ 미적분 기출 변형 30제',
    category: 'math',
    description: '최근 5개년 평가원 기출을 변형한 30문항입니다. 정답과 풀이는 마지막 장에 있어요.',
    file: '수학 Ⅱ 미적분 기출 변형 30제.pdf',
    bytes: pdf('수학 Ⅱ 미적분 기출 변형 30제', '1. 함수 f(x)=x³-3x의 극값을 구하시오.', '2. 곡선과 x축으로 둘러싸인 넓이를 구하시오.'),
    by: 'teacher2',
    daysAgo: 4,
  },
  {
    title: '확률과 통계 킬러 문항 풀이 노트',
    category: 'math',
    description: '29·30번 유형 조건부확률과 중복조합 문항의 풀이 흐름을 정리했습니다.',
    file: '확률과 통계 킬러 문항 풀이 노트.pdf',
    bytes: pdf('확률과 통계 킬러 문항 풀이 노트', '조건부확률: 표본공간을 먼저 줄이기', '중복조합: 조건을 변수 치환으로 바꾸기'),
    by: 'teacher2',
    daysAgo: 20,
  },
  {
    title: '영어 빈칸 추론 유형 정리',
    category: 'english',
    description: '빈칸 추론 12가지 유형과 대표 문항, 오답 선지의 함정을 정리했습니다.',
    file: '영어 빈칸 추론 유형 정리.pdf',
    bytes: pdf('영어 빈칸 추론 유형 정리', '유형 1. 주제문 재진술형', '유형 2. 역접 후 결론형'),
    by: 'teacher1',
    daysAgo: 6,
  },
  {
    title: '영어 수능 필수 어휘 1200 (주차별)',
    category: 'english',
    description: '12주 동안 하루 20개씩 외우는 어휘 목록입니다. 주차별 텍스트 파일로 묶었어요.',
    file: '영어 수능 필수 어휘 1200.zip',
    bytes: () =>
      zipOf([
        ['1주차.txt', 'abandon 버리다\nabstract 추상적인\naccommodate 수용하다\n'],
        ['2주차.txt', 'bias 편견\nbreakthrough 돌파구\nburden 부담\n'],
      ]),
    by: 'teacher1',
    daysAgo: 30,
  },
  {
    title: '생명과학 Ⅰ 유전 단원 개념 요약',
    category: 'inquiry',
    description: '가계도 분석과 염색체 비분리 문항을 한 장에 정리했습니다.',
    file: '생명과학 Ⅰ 유전 단원 개념 요약.pdf',
    bytes: pdf('생명과학 Ⅰ 유전 단원 개념 요약', '1. 가계도에서 우성·열성 판단하기', '2. 염색체 비분리 시기 찾기'),
    by: 'teacher2',
    daysAgo: 9,
  },
  {
    title: '사회·문화 도표 분석 연습지',
    category: 'inquiry',
    description: '비율·증가율 도표 문항 15개와 해설입니다.',
    file: '사회·문화 도표 분석 연습지.pdf',
    bytes: pdf('사회·문화 도표 분석 연습지', '문항 1. 연령대별 1인 가구 비율', '문항 2. 지역별 고용률 변화'),
    by: 'teacher2',
    daysAgo: 15,
  },
  {
    title: '2027학년도 정시 모집 요강 핵심 정리',
    category: 'admission',
    description: '주요 대학의 수능 반영 비율, 영어 등급 환산, 탐구 변환 표준점수를 한눈에 보도록 정리했습니다.',
    file: '2027학년도 정시 모집 요강 핵심 정리.pdf',
    bytes: pdf('2027학년도 정시 모집 요강 핵심 정리', '가군: 서울대·연세대·고려대 반영 비율', '나군·다군: 영어 등급 환산 점수 비교'),
    by: 'admin',
    daysAgo: 3,
  },
  {
    title: '수시 면접 예상 질문 모음',
    category: 'admission',
    description: '학생부 기반 면접에서 자주 나오는 질문 50개와 답변 구성 요령입니다.',
    file: '수시 면접 예상 질문 모음.pdf',
    bytes: pdf('수시 면접 예상 질문 모음', 'Q1. 지원 동기를 말해 보세요.', 'Q2. 가장 기억에 남는 탐구 활동은 무엇인가요?'),
    by: 'admin',
    daysAgo: 25,
  },
  {
    title: '기숙사 생활 안내 및 외출·외박 규정',
    category: 'life',
    description: '점호 시간, 외출·외박 신청 방법, 휴대전화 사용 시간 등 생활 규정입니다.',
    file: '기숙사 생활 안내 및 외출·외박 규정.pdf',
    bytes: pdf('기숙사 생활 안내 및 외출·외박 규정', '점호: 매일 22:30', '외출·외박: 포털에서 신청하고 보호자 동의를 받습니다.'),
    by: 'admin',
    daysAgo: 40,
  },
  {
    title: '겨울방학 자습실 운영 시간표',
    category: 'life',
    description: '방학 중 자습실과 컴퓨터실 운영 시간, 식사 시간을 안내합니다.',
    file: '겨울방학 자습실 운영 시간표.pdf',
    bytes: pdf('겨울방학 자습실 운영 시간표', '자습실: 07:00 ~ 24:00', '컴퓨터실: 13:00 ~ 17:00'),
    by: 'admin',
    daysAgo: 1,
  },
];

/** 자료실 handouts (with their bytes when the seed is given storage) and a few feedback threads. */
export async function seedLibrary(db: Db, people: DemoPeople, now: Date, files?: SeedFiles) {
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  for (const item of items) {
    const bytes = item.bytes();
    const [row] = await db
      .insert(libraryItems)
      .values({
        title: item.title,
        category: item.category,
        description: item.description,
        uploadedBy: people.idOf(item.by),
        createdAt: at(item.daysAgo),
        updatedAt: at(item.daysAgo),
      })
      .returning({ id: libraryItems.id });
    const id = randomUUID();
    const key = `library-file/${id}`;
    await files?.put(key, Readable.from([bytes]));
    const zip = item.file.endsWith('.zip');
    await db.insert(attachments).values({
      id,
      ownerId: people.idOf(item.by),
      purpose: 'library-file',
      originalName: item.file,
      size: bytes.length,
      contentType: zip ? 'application/zip' : 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
      storageKey: key,
      attachedTo: row!.id,
      createdAt: at(item.daysAgo),
    });
  }

  await db.insert(feedback).values([
    {
      senderId: people.idOf('student1'),
      kind: 'facility',
      body: '3층 자습실 에어컨 바람이 너무 세서 추워요. 온도를 조금만 올려 주실 수 있을까요?',
      status: 'answered',
      answer: '불편을 드려 죄송합니다. 3층 자습실 설정 온도를 24도로 올렸습니다. 계속 추우면 다시 알려 주세요.',
      answeredBy: people.idOf('admin'),
      answeredAt: at(1, 2),
      createdAt: at(2),
    },
    {
      senderId: people.idOf('student1'),
      kind: 'app',
      body: '시설 예약 화면에서 날짜를 바꾸면 가끔 이전 날짜 시간표가 잠깐 보여요.',
      status: 'open',
      createdAt: at(0, 5),
    },
    {
      senderId: people.idOf('student3'),
      kind: 'meal',
      body: '석식에 과일이 자주 나왔으면 좋겠습니다.',
      status: 'closed',
      answer: '다음 달 식단부터 석식에 과일을 주 3회 넣겠습니다.',
      answeredBy: people.idOf('admin'),
      answeredAt: at(6),
      closedBy: people.idOf('admin'),
      closedAt: at(5),
      createdAt: at(7),
    },
    {
      senderId: people.idOf('parent1'),
      kind: 'other',
      body: '주말 면회 가능한 시간을 알려 주실 수 있을까요?',
      status: 'open',
      createdAt: at(0, 20),
    },
  ]);
}
