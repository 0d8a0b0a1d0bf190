/** The console's rules and words without any schema (`@portal/contract/people-labels`). */

import { inquirySubjectLabels, inquirySubjects } from './inquiries-labels';

/** A sign-in id: lower-case letters, digits, `.` and `_`, 3 to 30 (a parent's phone number's digits fit). */
export const USERNAME_PATTERN = /^[a-z0-9._]{3,30}$/;

/** `search`: a staff search of people (the console's list, the student pickers), in characters. */
export const PEOPLE_LIMITS = { name: 30, className: 20, room: 20, importRows: 500, search: 40 } as const;

/**
 * What a teacher is in charge of: the inquiry subjects she teaches, and 생활 지도 (`life`: she is a
 * life teacher, whom a chat room opened for "the life teacher" asks). `life` is no inquiry or exam
 * subject: a teacher's duties are never read as one.
 */
export const teacherDuties = [...inquirySubjects, 'life'] as const;
export type TeacherDuty = (typeof teacherDuties)[number];
export const teacherDutyLabels: Record<TeacherDuty, string> = { ...inquirySubjectLabels, life: '생활 지도' };

/** How each kind of person is called on the console. */
export const peopleCategoryLabels = { student: '학생', parent: '학부모', teacher: '선생님', admin: '관리자' } as const;

/** One column of the import sheet: the header the office writes (and the other spellings read the same). */
export type ImportColumn = {
  key:
    | 'name'
    | 'username'
    | 'className'
    | 'room'
    | 'admittedOn'
    | 'dischargedOn'
    | 'phone'
    | 'parentName'
    | 'parentUsername'
    | 'parentPhone'
    | 'relation';
  header: string;
  aliases: readonly string[];
  required: boolean;
  example: string;
  note: string;
};

/**
 * The import sheet's columns, in the order the sample file has them. Headers are matched without
 * spaces, so `학부모 연락처` and `학부모연락처` are the same column; an unknown header is reported.
 */
export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'name', header: '이름', aliases: ['학생이름', '학생명', '성명'], required: true, example: '김하늘', note: '학생 이름' },
  {
    key: 'username',
    header: '아이디',
    aliases: ['학생아이디', 'id', '로그인아이디'],
    required: true,
    example: 'haneul26',
    note: '영문 소문자·숫자·점(.)·밑줄(_) 3~30자, 겹치면 안 됩니다',
  },
  { key: 'className', header: '반', aliases: ['학급', '반이름'], required: false, example: '1반', note: '' },
  { key: 'room', header: '호실', aliases: ['방', '방번호', '호수'], required: false, example: '301호', note: '' },
  {
    key: 'admittedOn',
    header: '입소일',
    aliases: ['입소일자', '입소날짜'],
    required: false,
    example: '2026-03-02',
    note: '2026-03-02, 2026.3.2, 20260302 모두 됩니다',
  },
  { key: 'dischargedOn', header: '퇴소일', aliases: ['퇴소일자', '퇴소예정일'], required: false, example: '', note: '' },
  { key: 'phone', header: '학생 연락처', aliases: ['연락처', '학생전화', '휴대폰'], required: false, example: '010-2345-6789', note: '' },
  {
    key: 'parentName',
    header: '학부모 이름',
    aliases: ['학부모', '보호자', '보호자이름', '학부모명'],
    required: false,
    example: '김영희',
    note: '',
  },
  {
    key: 'parentUsername',
    header: '학부모 아이디',
    aliases: ['보호자아이디'],
    required: false,
    example: '',
    note: '비우면 학부모 연락처의 숫자가 아이디가 됩니다. 있는 학부모 아이디면 그 계정에 연결합니다',
  },
  {
    key: 'parentPhone',
    header: '학부모 연락처',
    aliases: ['보호자연락처', '학부모전화', '학부모휴대폰', '보호자전화'],
    required: false,
    example: '010-9876-5432',
    note: '학부모 이름을 쓰면 연락처나 아이디 중 하나는 꼭 씁니다',
  },
  { key: 'relation', header: '관계', aliases: ['보호자관계'], required: false, example: '어머니', note: '비우면 보호자' },
];

/** The sample file offered for download: the headers and two rows (two sisters with one mother). */
export const IMPORT_SAMPLE_CSV = [
  IMPORT_COLUMNS.map((c) => c.header).join(','),
  '김하늘,haneul26,1반,301호,2026-03-02,,010-2345-6789,김영희,,010-9876-5432,어머니',
  '김바다,bada26,2반,302호,2026-03-02,,,김영희,,010-9876-5432,어머니',
].join('\r\n');

/** Said for an Excel workbook uploaded as it is: the portal reads CSV or cells pasted from a spreadsheet. */
export const EXCEL_FILE_MESSAGE =
  "엑셀 파일은 바로 읽을 수 없습니다. 엑셀에서 '다른 이름으로 저장'을 눌러 'CSV UTF-8(쉼표로 분리)'로 저장한 파일을 올리거나, 표를 복사해 붙여 넣어 주세요.";

/** Digits of a phone number when it looks like one (9 to 11 digits), '' for none, null otherwise. */
export function phoneDigits(value: string): string | null {
  // Full-width digits (０１０) are digits; dots separate as dashes do (010.1234.5678, an audit).
  const v = value.normalize('NFKC').trim();
  if (!v) return '';
  if (!/^[\d\s().+-]+$/.test(v)) return null;
  // Written with Korea's country code (+82 10-1234-5678, +82 (0)10…, 0082…): the number as dialled at home.
  const international = /^(?:\+|00)\s*82/.exec(v);
  // Another country's number is not one the centre can call or text.
  if (!international && /^(?:\+|00)/.test(v)) return null;
  let digits = international ? `0${v.slice(international[0].length).replace(/\D/g, '').replace(/^0/, '')}` : v.replace(/\D/g, '');
  // Every number dialled at home starts with 0: without it, a spreadsheet cell took it for a number
  // (01098765432 became 1098765432), and the 0 is put back; it was kept so, and a mother imported that
  // way got a second account her ID did not match (an audit). A 1588-style number is no one's own.
  if (/^[1-9]/.test(digits)) {
    if (/^1[5-9]\d{6}$/.test(digits)) return null;
    digits = `0${digits}`;
  }
  return digits.length >= 9 && digits.length <= 11 ? digits : null;
}

/** Said beside a phone number that is not one. */
export const PHONE_MESSAGE = '연락처를 010-1234-5678처럼 지역번호부터 입력해 주세요.';
