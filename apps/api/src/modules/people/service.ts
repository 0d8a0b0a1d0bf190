import { randomInt } from 'node:crypto';
import type {
  CreatePersonInput,
  ImportInput,
  ImportPreview,
  ImportResult,
  ImportRow,
  OneTimePasswordOutput,
  Paged,
  PeopleListQuery,
  Person,
  PersonChange,
  PersonInput,
  UserCategory,
} from '@portal/contract';
import { isStorableText, withoutInvisible } from '@portal/contract';
import { NO_NEXT_PAGE } from '@portal/contract/paging';
import { fileTypeFromBuffer } from 'file-type';
import { EXCEL_FILE_MESSAGE, PEOPLE_LIMITS, PHONE_MESSAGE, phoneDigits } from '@portal/contract/people-labels';
import { systemClock, type Clock } from '../../config';
import { AppError } from '../../http/errors';
import type { Caller } from '../../http/route';
import { hashPassword } from '../accounts/passwords';
import { StaleImport, type PeopleRepository, type PersonRow, type PersonWrite, type TeacherSubject } from './repository';
import { eulReul, eunNeun, iGa } from '@portal/contract/particles';
import { addDays, seoulToday } from '@portal/contract/dates';
import { decodeSheet, formatPhone, isUsername, parseSheetDate, readSheet } from './sheet';

type Deps = {
  repo: PeopleRepository;
  /** The accounts module ends her sign-ins (token families) and forgets her remembered profile. */
  accounts: {
    endAllSignIns: (userId: number, reason: 'deactivated' | 'password-reset') => Promise<void>;
    forgetProfile: (id: number) => void;
  };
  /**
   * What the other modules let go of when someone leaves (her account switched off): a student's bookings
   * not started, her orders waiting for payment, her undecided vacations and the rooms she opened; a
   * teacher's open rooms and inquiries. app.ts wires it.
   */
  left?: (person: { id: number; category: UserCategory }) => Promise<void>;
  /**
   * A student's stay (입소일, 퇴소일) was changed: her bookings outside it are cancelled. Without an id
   * (the midnight run): every student's that an earlier call failed to cancel.
   */
  stayChanged?: (studentId?: number) => Promise<void>;
  now?: Clock;
};

/** Letters and digits nobody misreads (no 0/o, 1/l/i). */
const OTP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** What an Excel workbook is by its bytes, as the uploads read types (.xlsx a ZIP, .xls an OLE compound file). */
const WORKBOOK_TYPES = new Set(['xlsx', 'zip', 'xls', 'cfb']);

/** A one-time password as the admin reads it out or hands it over: `k7m3-px9q` (about 40 bits; sign-in is throttled). */
export function oneTimePassword(): string {
  const pick = () => OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  const part = () => Array.from({ length: 4 }, pick).join('');
  return `${part()}-${part()}`;
}

/** The constraint a database error broke, through Drizzle's wrapper. */
function brokenConstraint(e: unknown): string | undefined {
  const err = e as { code?: unknown; constraint?: unknown; cause?: { code?: unknown; constraint?: unknown } };
  const code = typeof err?.code === 'string' ? err.code : err?.cause?.code;
  if (code !== '23505') return undefined;
  const name = err?.constraint ?? err?.cause?.constraint;
  return typeof name === 'string' ? name : 'unique';
}

/** Refusals of a taken login id or e-mail, beside the field they are about. */
function takenError(e: unknown): AppError | null {
  const constraint = brokenConstraint(e);
  if (!constraint) return null;
  if (constraint.includes('email')) return new AppError('EMAIL_TAKEN', undefined, { email: ['이미 쓰고 있는 이메일입니다.'] });
  return new AppError('USERNAME_TAKEN', undefined, { username: ['이미 쓰고 있는 아이디입니다. 다른 아이디를 입력해 주세요.'] });
}

const orNull = (v: string | undefined) => (v ? v : null);

/** A name as a person is known by it, whatever its spacing (남궁 영희, 남궁영희). */
const squash = (name: string) => name.replace(/\s+/g, '');

/** The console's people: list, create, edit, switch off (her sign-ins end at once), one-time passwords, imports. */
/** The fields an edit changed, as the console names them (the history's line). */
function changedFields(before: Person, after: Person): string[] {
  const fields: [string, (p: Person) => unknown][] = [
    ['아이디', (p) => p.username],
    ['이름', (p) => p.name],
    ['이메일', (p) => p.email],
    ['연락처', (p) => p.phone],
    ['반', (p) => p.className],
    ['호실', (p) => p.room],
    ['입소일', (p) => p.admittedOn],
    ['퇴소일', (p) => p.dischargedOn],
    ['담당 과목', (p) => [...p.subjects].sort().join()],
    [
      '자녀',
      (p) =>
        p.category === 'parent'
          ? p.links
              .map((l) => `${l.id}:${l.relation}`)
              .sort()
              .join()
          : '',
    ],
  ];
  return fields.filter(([, of]) => of(before) !== of(after)).map(([label]) => label);
}

/** Her record as this write leaves it (what the write leaves out stays as it is), to name what it changes. */
function asWritten(before: Person, w: PersonWrite): Person {
  const kept = <T>(v: T | undefined, old: T) => (v === undefined ? old : v);
  return {
    ...before,
    username: w.username,
    name: w.name,
    email: w.email,
    phone: w.phone,
    className: kept(w.className, before.className),
    room: kept(w.room, before.room),
    admittedOn: kept(w.admittedOn, before.admittedOn),
    dischargedOn: kept(w.dischargedOn, before.dischargedOn),
    subjects: kept(w.subjects, before.subjects),
    links: w.children
      ? w.children.map((c) => ({ id: c.studentId, relation: c.relation, name: '', username: '', active: true }))
      : before.links,
  };
}

export function peopleService({ repo, accounts, left, stayChanged, now = systemClock }: Deps) {
  /**
   * 퇴소일 passed: her account is switched off as an admin's switch would (her sign-ins end, what she
   * held is let go), from the day after it. Run at every Seoul midnight (people/discharge.ts) and
   * after an edit, so that a date set in the past takes effect at once.
   */
  async function dischargeDue(options: { sweep?: boolean } = {}): Promise<number[]> {
    const today = seoulToday(now());
    const ids = await repo.dischargeDue(today);
    // The midnight run lets go again of what the last week's leavers held: a run that failed half-way
    // (switched off, her bookings not yet cancelled) is finished by the next. Each step is idempotent.
    const weekAgo = () => new Date(now().getTime() - 7 * 24 * 3600_000);
    const again = options.sweep ? (await repo.leftBetween(addDays(today, -7), today, weekAgo())).filter((p) => !ids.includes(p.id)) : [];
    let failed: unknown = null;
    for (const { id, category } of [...ids.map((id) => ({ id, category: 'student' as const })), ...again]) {
      try {
        await accounts.endAllSignIns(id, 'deactivated');
        accounts.forgetProfile(id);
        await left?.({ id, category });
      } catch (e) {
        // The others are still let go of; the job is retried.
        failed ??= e;
      }
    }
    // Bookings outside a changed stay that the change itself could not cancel.
    if (options.sweep) await stayChanged?.().catch((e: unknown) => (failed ??= e));
    if (failed) throw failed;
    return ids;
  }

  /**
   * After her new stay has been saved: her bookings outside it cancelled, as far as that goes now. A
   * failure (a lock held too long) must not turn the saved change, or an import's one-time passwords,
   * into an error she would retry for nothing: the midnight run cancels what is left (a regression hunt).
   */
  async function afterStayChange(id: number) {
    try {
      await stayChanged?.(id);
    } catch (e) {
      console.warn(`입소일·퇴소일 밖의 예약을 지금 취소하지 못해 밤 12시에 다시 합니다 (학생 ${id}): ${(e as Error).message}`);
    }
  }

  async function assemble(rows: PersonRow[]): Promise<Person[]> {
    const ids = (c: UserCategory) => rows.filter((r) => r.category === c).map((r) => r.id);
    const [subjects, parents, children] = await Promise.all([
      repo.subjectsOf(ids('teacher')),
      repo.linksOf(ids('student'), 'parents'),
      repo.linksOf(ids('parent'), 'children'),
    ]);
    return rows.map((r) => {
      const links = r.category === 'student' ? parents : r.category === 'parent' ? children : [];
      return {
        id: r.id,
        category: r.category,
        username: r.username,
        name: r.name,
        email: r.email,
        phone: r.phone,
        active: r.active,
        mustChangePassword: r.mustChangePassword,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        className: r.category === 'student' ? r.className : null,
        room: r.category === 'student' ? r.room : null,
        admittedOn: r.category === 'student' ? r.admittedOn : null,
        dischargedOn: r.category === 'student' ? r.dischargedOn : null,
        subjects: subjects.filter((s) => s.of === r.id).map((s) => s.subject),
        links: links
          .filter((l) => l.of === r.id)
          .map(({ id, name, username, relation, active }) => ({ id, name, username, relation, active })),
      };
    });
  }

  async function get(id: number): Promise<Person> {
    const row = await repo.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return (await assemble([row]))[0]!;
  }

  /** The write of a form's fields, checked against what the database holds (a parent's children are students). */
  async function writeOf(category: UserCategory, input: PersonInput): Promise<PersonWrite> {
    const digits = input.phone ? phoneDigits(input.phone) : '';
    if (digits === null) throw new AppError('BAD_REQUEST', undefined, { phone: [PHONE_MESSAGE] });
    const write: PersonWrite = {
      username: input.username,
      name: input.name,
      email: orNull(input.email),
      phone: digits ? formatPhone(digits) : null,
    };
    if (category === 'student')
      Object.assign(write, {
        className: orNull(input.className),
        room: orNull(input.room),
        admittedOn: orNull(input.admittedOn),
        dischargedOn: orNull(input.dischargedOn),
      });
    if (category === 'teacher') write.subjects = [...new Set(input.subjects ?? [])] as TeacherSubject[];
    if (category === 'parent' && input.children) {
      const children = [
        ...new Map(input.children.map((c) => [c.studentId, { studentId: c.studentId, relation: c.relation || '보호자' }])).values(),
      ];
      const found = await repo.categoriesOf(children.map((c) => c.studentId));
      if (found.length !== children.length || found.some((f) => f.category !== 'student'))
        throw new AppError('BAD_REQUEST', undefined, { children: ['자녀로 연결할 학생을 다시 선택해 주세요.'] });
      write.children = children;
    }
    return write;
  }

  return {
    /** One kind of person, searched, a page at a time. */
    async list(query: PeopleListQuery & { pageToken: number; pageSize: number }): Promise<Paged<Person>> {
      const rows = await repo.list(query.category, query.q, query.status ?? 'active', query.pageToken, query.pageSize);
      const more = rows.length > query.pageSize;
      return {
        results: await assemble(rows.slice(0, query.pageSize)),
        nextPageToken: more ? query.pageToken + query.pageSize : NO_NEXT_PAGE,
      };
    },

    get,

    /** A new account with a one-time password, shown this once; she changes it at her first sign-in. */
    async create(caller: Caller, input: CreatePersonInput & PersonInput): Promise<OneTimePasswordOutput> {
      const write = await writeOf(input.category, input);
      // As an import refuses it: an account for a student who has left would be switched off at once.
      if (write.dischargedOn && write.dischargedOn < seoulToday(now()))
        throw new AppError('BAD_REQUEST', undefined, { dischargedOn: ['퇴소일이 이미 지났습니다. 지금 머무는 학생만 등록해 주세요.'] });
      const password = oneTimePassword();
      let id: number;
      try {
        id = await repo.create(input.category, write, await hashPassword(password), { actorId: caller.id });
      } catch (e) {
        throw takenError(e) ?? e;
      }
      return { person: await get(id), oneTimePassword: password };
    },

    /** Edits a person's account and what her kind keeps (a parent's children are replaced as given). */
    async update(caller: Caller, id: number, input: PersonInput): Promise<Person> {
      const current = await repo.find(id);
      if (!current) throw new AppError('NOT_FOUND');
      const before = (await assemble([current]))[0]!;
      const write = await writeOf(current.category, input);
      try {
        // None changed: she is gone, or (made from an older version) someone saved her record since.
        const changed = changedFields(before, asWritten(before, write));
        if (!(await repo.update(id, current.category, write, input.updatedAt, { actorId: caller.id }, changed)))
          throw new AppError(input.updatedAt && (await repo.find(id)) ? 'EDIT_CONFLICT' : 'NOT_FOUND');
      } catch (e) {
        throw takenError(e) ?? e;
      }
      accounts.forgetProfile(id);
      if (current.category === 'student') {
        // Saved: a leaving that fails half-way (a lock held too long) is finished by the midnight run, and
        // must not answer an error for a change that was made (her retry would be told someone else edited).
        await dischargeDue().catch((e: unknown) =>
          console.warn(`퇴소일이 지난 학생의 사용 중지를 지금 마치지 못해 밤 12시에 다시 합니다 (학생 ${id}): ${(e as Error).message}`),
        );
        const after = asWritten(before, write);
        if (after.admittedOn !== before.admittedOn || after.dischargedOn !== before.dischargedOn) await afterStayChange(id);
      }
      return get(id);
    },

    dischargeDue,

    /**
     * Switches an account off or on. Off: she cannot sign in, and every sign-in of hers ends at once
     * (her access token is refused from the next request, her refresh fails). The admin's own account
     * cannot be switched off from her own sign-in.
     */
    async setActive(caller: Caller, id: number, active: boolean): Promise<Person> {
      if (!active && id === caller.id) throw new AppError('CANNOT_DEACTIVATE_SELF');
      // Back on after her 퇴소일, she would be switched off again at midnight: the date is corrected first.
      if (active) {
        const row = await repo.find(id);
        // (Already on, nothing changes: no refusal for a switch that does nothing.)
        if (row?.category === 'student' && !row.active && row.dischargedOn && row.dischargedOn < seoulToday(now()))
          throw new AppError('DISCHARGED');
      }
      if (!(await repo.setActive(id, active, { actorId: caller.id }))) throw new AppError('NOT_FOUND');
      if (!active) await accounts.endAllSignIns(id, 'deactivated');
      accounts.forgetProfile(id);
      const person = await get(id);
      // Switched off: what she held let go of. A failure (a lock held too long) must not answer an error
      // for a switch that was made; the midnight run finishes it (it looks back a week).
      if (!active)
        await left?.(person).catch((e: unknown) =>
          console.warn(`사용 중지한 계정의 예약·문의 정리를 지금 마치지 못해 밤 12시에 다시 합니다 (${id}): ${(e as Error).message}`),
        );
      return person;
    },

    /**
     * A new one-time password: her sign-ins end, and her next one must change it first. Not the admin's
     * own: it ended the sign-in she pressed it from, before she could read the password (an audit).
     */
    async resetPassword(caller: Caller, id: number): Promise<OneTimePasswordOutput> {
      if (id === caller.id) throw new AppError('CANNOT_RESET_SELF');
      const password = oneTimePassword();
      if (!(await repo.setOneTimePassword(id, await hashPassword(password), { actorId: caller.id }))) throw new AppError('NOT_FOUND');
      await accounts.endAllSignIns(id, 'password-reset');
      accounts.forgetProfile(id);
      return { person: await get(id), oneTimePassword: password };
    },

    /** What was done to her account, and by whom, newest first (the last 50). */
    async history(id: number): Promise<PersonChange[]> {
      if (!(await repo.find(id))) throw new AppError('NOT_FOUND');
      return (await repo.changesOf(id, 50)).map((c) => ({ ...c, at: c.at.toISOString() }));
    },

    /** What an import would do, row by row, with every problem in Korean; nothing is written. */
    preview: async (input: ImportInput) => (await previewOf(input)).preview,

    /** The import itself: all rows in one transaction, or none when any row has a problem (422 with them). */
    async import(caller: Caller, input: ImportInput): Promise<ImportResult> {
      const { preview, here, changedFields } = await previewOf(input);
      const reasons = [...preview.problems, ...preview.rows.flatMap((r) => r.errors.map((e) => `${r.line}행: ${e}`))];
      if (reasons.length) throw new AppError('IMPORT_INVALID', undefined, { rows: reasons });
      const created: ImportResult['created'] = [];
      const parents = new Map<string, { key: string; write: PersonWrite; password: string; children: string[] }>();
      for (const r of preview.rows) {
        if (r.parent !== 'new') continue;
        const key = r.parentUsername;
        const known = parents.get(key);
        if (known) known.children.push(r.name);
        else
          parents.set(key, {
            key,
            write: { username: key, name: r.parentName, email: null, phone: r.parentPhone || null },
            password: oneTimePassword(),
            children: [r.name],
          });
      }
      const existing = new Map(
        (await repo.byUsernames(preview.rows.filter((r) => r.parent === 'existing').map((r) => r.parentUsername))).map((u) => [
          u.username,
          u.id,
        ]),
      );
      const parentOf = (r: ImportRow) =>
        r.parent === 'new' ? { key: r.parentUsername } : r.parent === 'existing' ? { id: existing.get(r.parentUsername)! } : null;
      const students = preview.rows.filter((r) => r.action === 'new').map((r) => ({ row: r, password: oneTimePassword() }));
      // Students already here: what the sheet gives replaces what she had, an empty cell leaves it.
      const updates = preview.rows
        .filter((r) => r.action === 'update')
        .map((r) => {
          const before = here.get(r.username)!;
          return {
            row: r,
            id: before.id,
            basedOn: before.updatedAt.toISOString(),
            write: {
              username: before.username,
              name: before.name,
              email: before.email,
              phone: r.phone || before.phone,
              className: r.className || before.className,
              room: r.room || before.room,
              admittedOn: r.admittedOn || before.admittedOn,
              dischargedOn: r.dischargedOn || before.dischargedOn,
            },
            changed: changedFields.get(r.username)!.join(', '),
            parent: parentOf(r),
            relation: r.relation || '보호자',
          };
        });
      // Hashing is the slow part (argon2id): done before the transaction, a few at a time.
      const hashes = new Map<string, string>();
      const all = [...[...parents.values()].map((p) => p.password), ...students.map((s) => s.password)];
      for (let i = 0; i < all.length; i += 4) {
        const batch = all.slice(i, i + 4);
        const done = await Promise.all(batch.map((p) => hashPassword(p)));
        batch.forEach((p, j) => hashes.set(p, done[j]!));
      }
      try {
        await repo.importAll(
          [...parents.values()].map((p) => ({ key: p.key, write: p.write, passwordHash: hashes.get(p.password)! })),
          students.map(({ row: r, password }) => ({
            write: {
              username: r.username,
              name: r.name,
              email: null,
              phone: r.phone || null,
              className: orNull(r.className),
              room: orNull(r.room),
              admittedOn: orNull(r.admittedOn),
              dischargedOn: orNull(r.dischargedOn),
            },
            passwordHash: hashes.get(password)!,
            parent: parentOf(r),
            relation: r.relation || '보호자',
          })),
          caller.id,
          updates,
        );
      } catch (e) {
        if (brokenConstraint(e))
          throw new AppError('IMPORT_INVALID', undefined, {
            rows: ['그사이 다른 곳에서 같은 아이디가 만들어졌습니다. 미리보기를 다시 해 주세요.'],
          });
        // Another admin saved her record while this import was read and its passwords made: her save
        // is kept, and nothing of the sheet is written (it wrote her old 퇴소일 back over the new one).
        if (e instanceof StaleImport) {
          const u = updates.find((x) => x.id === e.personId)!;
          throw new AppError('IMPORT_INVALID', undefined, {
            rows: [`${u.row.line}행: 그사이 다른 관리자가 ${u.write.name} 학생의 정보를 고쳤습니다. 미리보기를 다시 해 주세요.`],
          });
        }
        throw e;
      }
      for (const { row: r, password } of students)
        created.push({ category: 'student', name: r.name, username: r.username, oneTimePassword: password, note: r.className });
      for (const p of parents.values())
        created.push({
          category: 'parent',
          name: p.write.name,
          username: p.key,
          oneTimePassword: p.password,
          note: `${p.children.join(', ')} 학부모`,
        });
      for (const u of updates) {
        accounts.forgetProfile(u.id);
        const before = here.get(u.row.username)!;
        if (u.write.admittedOn !== before.admittedOn || u.write.dischargedOn !== before.dischargedOn) await afterStayChange(u.id);
      }
      return {
        created,
        linkedParents: preview.rows.filter((r) => r.parent === 'existing').length,
        updated: updates.map((u) => ({ name: u.row.name, username: u.row.username, changes: u.row.changes.join(', ') })),
      };
    },
  };

  /** The preview, with what the import itself needs of it: the students already here, and the fields a row changes of hers (her history's line). */
  async function previewOf(
    input: ImportInput,
  ): Promise<{ preview: ImportPreview; here: Map<string, PersonRow>; changedFields: Map<string, string[]> }> {
    const bytes = input.file ? Buffer.from(input.file, 'base64') : null;
    // An Excel workbook itself, read as text, is noise.
    const type = bytes?.length ? await fileTypeFromBuffer(bytes) : undefined;
    if (type && WORKBOOK_TYPES.has(type.ext)) throw new AppError('BAD_REQUEST', EXCEL_FILE_MESSAGE);
    const read = bytes ? decodeSheet(bytes) : { text: input.text ?? '', encoding: 'utf-8' as const };
    // A file's text is read as pasted text is (the contract's dbText): what shows as nothing goes, and
    // NUL refuses it at once (it passed the preview, then failed the import with a 500: an audit).
    const decoded = { ...read, text: withoutInvisible(read.text) };
    if (!isStorableText(decoded.text))
      throw new AppError('BAD_REQUEST', '파일에 읽을 수 없는 문자가 들어 있습니다. 엑셀에서 CSV(UTF-8)로 다시 저장해 올려 주세요.');
    const sheet = readSheet(decoded.text);
    const usernames = new Set<string>();
    for (const r of sheet.rows) {
      if (r.username) usernames.add(r.username.toLowerCase());
      if (r.parentUsername) usernames.add(r.parentUsername.toLowerCase());
      const d = phoneDigits(r.parentPhone);
      if (d) usernames.add(d);
    }
    const inDb = new Map((await repo.byUsernames([...usernames])).map((u) => [u.username, u]));
    // A parent already here whose username is not her phone (a sibling's row named only her phone made
    // her a second account: a regression hunt): found by the number kept on her account, when only one has it.
    const phones = sheet.rows.map((r) => phoneDigits(r.parentPhone)).filter((d): d is string => !!d);
    const byPhone = new Map<string, Awaited<ReturnType<typeof repo.parentsByPhones>>>();
    for (const p of await repo.parentsByPhones([...new Set(phones.map(formatPhone))])) {
      const digits = phoneDigits(p.phone ?? '') ?? '';
      byPhone.set(digits, [...(byPhone.get(digits) ?? []), p]);
    }
    for (const [digits, found] of byPhone) if (found.length === 1 && !inDb.has(digits)) inDb.set(found[0]!.username, found[0]!);
    const firstLineOf = new Map<string, number>();
    const studentIds = new Set(sheet.rows.map((r) => r.username.toLowerCase()).filter(Boolean));
    // Students already here that the sheet names (a new school year's classes and rooms): their records and parents.
    const hereIds = [...studentIds].flatMap((u) => (inDb.get(u)?.category === 'student' ? [inDb.get(u)!.id] : []));
    const [hereRows, hereLinks] = await Promise.all([repo.findAll(hereIds), repo.linksOf(hereIds, 'parents')]);
    const here = new Map(hereRows.map((p) => [p.username.toLowerCase(), p]));
    const linked = new Set(hereLinks.map((l) => `${l.of}:${l.id}`));
    const parentNames = new Map<string, string>();
    // The parent ids the sheet writes beside each phone: a sibling's row with the phone only joins the
    // parent her sister's row names (it made her a second account under her number: an audit).
    const namedBy = new Map<string, Set<string>>();
    for (const r of sheet.rows) {
      const d = phoneDigits(r.parentPhone);
      if (d && r.parentUsername) namedBy.set(d, new Set([...(namedBy.get(d) ?? []), r.parentUsername.toLowerCase()]));
    }
    const today = seoulToday(now());
    const changedFields = new Map<string, string[]>();
    const rows: ImportRow[] = sheet.rows.map((r) => {
      const errors: string[] = [];
      const username = r.username.toLowerCase();
      // A line break kept in a name broke the lists and the one-time password sheet (an audit).
      for (const header of r.broken) errors.push(`'${header}' 칸에 줄바꿈이 있습니다. 한 줄로 고쳐 주세요.`);
      if (!r.name) errors.push('이름이 비어 있습니다.');
      else if (r.name.length > PEOPLE_LIMITS.name) errors.push(`이름은 ${PEOPLE_LIMITS.name}자까지입니다.`);
      if (!username) errors.push('아이디가 비어 있습니다.');
      else if (!isUsername(username))
        errors.push(`아이디 ${eunNeun(r.username)} 쓸 수 없습니다. 영문 소문자, 숫자, 점(.), 밑줄(_)로 3~30자입니다.`);
      else if (firstLineOf.has(username)) errors.push(`아이디 ${iGa(username)} ${firstLineOf.get(username)}행과 겹칩니다.`);
      else if (inDb.has(username) && !here.has(username)) errors.push(`아이디 ${eunNeun(username)} 학생이 아닌 계정이 쓰고 있습니다.`);
      // A student already here: the row is about her only when it names her (a typo must not move another girl).
      const before = username && !firstLineOf.has(username) ? here.get(username) : undefined;
      if (before && r.name && squash(before.name) !== squash(r.name))
        errors.push(`아이디 ${eunNeun(username)} ${before.name} 학생의 계정입니다. 이름과 아이디를 확인해 주세요.`);
      else if (before && !before.active)
        errors.push(
          before.dischargedOn && before.dischargedOn < today
            ? '퇴소일이 지나 사용 중지된 계정입니다. 사람 관리에서 퇴소일을 고치고 다시 사용하게 한 뒤 올려 주세요.'
            : '사용 중지된 계정입니다. 사람 관리에서 다시 사용하게 한 뒤 올려 주세요.',
        );
      if (username && !firstLineOf.has(username)) firstLineOf.set(username, r.line);
      if (r.className.length > PEOPLE_LIMITS.className) errors.push(`반은 ${PEOPLE_LIMITS.className}자까지입니다.`);
      if (r.room.length > PEOPLE_LIMITS.room) errors.push(`호실은 ${PEOPLE_LIMITS.room}자까지입니다.`);
      const admittedOn = parseSheetDate(r.admittedOn);
      const dischargedOn = parseSheetDate(r.dischargedOn);
      if (admittedOn === null) errors.push(`입소일 ${eulReul(r.admittedOn)} 날짜로 읽을 수 없습니다(예: 2026-03-02).`);
      if (dischargedOn === null) errors.push(`퇴소일 ${eulReul(r.dischargedOn)} 날짜로 읽을 수 없습니다(예: 2027-02-28).`);
      // Her stay as the row leaves it: an empty cell keeps her date (a new 입소일 before her old 퇴소일 shut her out of bookings).
      const stayFrom = admittedOn || before?.admittedOn;
      const stayTo = dischargedOn || before?.dischargedOn;
      if (stayFrom && stayTo && stayTo < stayFrom)
        errors.push(
          dischargedOn
            ? '퇴소일이 입소일보다 빠릅니다.'
            : `지금 퇴소일(${stayTo.replaceAll('-', '.')})이 새 입소일보다 빠릅니다. 퇴소일도 함께 적어 주세요.`,
        );
      // A student here now given a 입소일 ahead: she could not book until then (the stay is one, whatever the year).
      else if (before?.active && admittedOn && admittedOn > today && (!before.admittedOn || before.admittedOn <= today))
        errors.push('지금 머무는 학생의 입소일을 앞날로 바꾸면 그날까지 예약할 수 없습니다. 입소일 칸을 비워 두세요.');
      else if (dischargedOn && dischargedOn < today)
        errors.push(
          before
            ? '퇴소일이 이미 지났습니다. 나간 학생은 사람 관리에서 퇴소일을 적으면 바로 사용 중지됩니다.'
            : '퇴소일이 이미 지났습니다. 지금 머무는 학생만 등록해 주세요.',
        );
      const phone = phoneDigits(r.phone);
      if (phone === null) errors.push(`학생 연락처 ${eulReul(r.phone)} 전화번호로 읽을 수 없습니다.`);
      const parentPhone = phoneDigits(r.parentPhone);
      if (parentPhone === null) errors.push(`학부모 연락처 ${eulReul(r.parentPhone)} 전화번호로 읽을 수 없습니다.`);
      let parent: ImportRow['parent'] = 'none';
      let parentUsername = r.parentUsername.toLowerCase();
      let existingName: string | undefined;
      if (r.parentName || parentUsername || parentPhone) {
        const byPhoneOnly = !parentUsername && !!parentPhone;
        const named = parentPhone ? [...(namedBy.get(parentPhone) ?? [])] : [];
        if (byPhoneOnly) {
          const holders = byPhone.get(parentPhone);
          parentUsername =
            named.length === 1 ? named[0]! : !inDb.has(parentPhone) && holders?.length === 1 ? holders[0]!.username : parentPhone;
        }
        const known = parentUsername ? inDb.get(parentUsername) : undefined;
        // An unreadable phone was said above: nothing more about her account until it is fixed (asking
        // for a phone as if none were written confused: an audit).
        if (!parentUsername && parentPhone === null) parent = 'none';
        else if (byPhoneOnly && named.length > 1)
          errors.push(`학부모 연락처가 다른 행에서 여러 학부모 아이디(${named.join(', ')})에 쓰였습니다. 학부모 아이디를 적어 주세요.`);
        else if (!parentUsername) errors.push('학부모 연락처나 학부모 아이디가 필요합니다.');
        else if (!isUsername(parentUsername)) errors.push(`학부모 아이디 ${eunNeun(parentUsername)} 쓸 수 없습니다.`);
        else if (known && known.category !== 'parent')
          errors.push(`학부모 아이디 ${eunNeun(parentUsername)} 학부모가 아닌 계정이 쓰고 있습니다.`);
        // Another family's account: the row's parent name is not the account's (a phone number typed
        // wrong linked a child to a stranger, who then read her grades and counselling: an audit).
        else if (known && r.parentName && squash(r.parentName) !== squash(known.name))
          errors.push(`학부모 아이디 ${eunNeun(parentUsername)} ${known.name} 님의 계정입니다. 학부모 이름과 연락처를 확인해 주세요.`);
        // Switched off (her last child left): linked, she still could not sign in, and the row said
        // 기존 계정에 연결 as if all were well (an audit).
        else if (known && !known.active)
          errors.push(`학부모 아이디 ${eunNeun(parentUsername)} 사용 중지된 계정입니다. 사람 관리에서 다시 사용하게 한 뒤 올려 주세요.`);
        // Found by a phone alone, with no name to check her by, for a child not hers yet: one wrong digit
        // linked a stranger's mother, who then read the child's grades (an audit).
        else if (byPhoneOnly && known && !r.parentName && !(before && linked.has(`${before.id}:${known.id}`)))
          errors.push(`학부모 연락처로 ${known.name} 님의 계정을 찾았습니다. 맞다면 학부모 이름을 적어 주세요.`);
        else if (known) {
          parent = 'existing';
          existingName = known.name;
        } else if (studentIds.has(parentUsername)) errors.push(`학부모 아이디 ${iGa(parentUsername)} 학생 아이디와 겹칩니다.`);
        else if (!r.parentName) errors.push('학부모 이름이 비어 있습니다.');
        else {
          const seen = parentNames.get(parentUsername);
          if (seen !== undefined && squash(seen) !== squash(r.parentName))
            errors.push(`같은 학부모(${parentUsername})의 이름이 다른 행에서는 ${seen}입니다.`);
          else parentNames.set(parentUsername, r.parentName);
          parent = 'new';
        }
      }
      if (r.relation.length > 10) errors.push('관계는 10자까지입니다.');
      const changes: string[] = [];
      if (before) {
        const dotted = (d: string) => d.replaceAll('-', '.');
        const fields: string[] = [];
        changedFields.set(username, fields);
        const change = (label: string, was: string | null, now: string) => {
          if (!now || now === (was ?? '')) return;
          changes.push(`${label} ${was || '없음'} → ${now}`);
          fields.push(label);
        };
        change('반', before.className, r.className);
        change('호실', before.room, r.room);
        change('입소일', before.admittedOn && dotted(before.admittedOn), admittedOn ? dotted(admittedOn) : '');
        change('퇴소일', before.dischargedOn && dotted(before.dischargedOn), dischargedOn ? dotted(dischargedOn) : '');
        change('연락처', before.phone, phone ? formatPhone(phone) : '');
        // Her parent linked already: nothing to do; another one named: linked to her as well.
        const knownParent = parent === 'existing' ? inDb.get(parentUsername) : undefined;
        if (knownParent && linked.has(`${before.id}:${knownParent.id}`)) parent = 'none';
        else if (parent !== 'none') {
          changes.push(`학부모: ${existingName ?? r.parentName} 연결`);
          fields.push('학부모');
        }
      }
      return {
        line: r.line,
        name: r.name,
        username,
        className: r.className,
        room: r.room,
        admittedOn: admittedOn ?? r.admittedOn,
        dischargedOn: dischargedOn ?? r.dischargedOn,
        phone: phone ? formatPhone(phone) : r.phone,
        // Whose account she is linked to, as the portal knows it.
        parentName: existingName ?? r.parentName,
        parentUsername,
        parentPhone: parentPhone ? formatPhone(parentPhone) : r.parentPhone,
        relation: r.relation,
        parent: errors.length ? 'none' : parent,
        action: before ? (changes.length ? 'update' : 'same') : 'new',
        changes,
        errors,
      } satisfies ImportRow;
    });
    const preview = {
      encoding: decoded.encoding,
      columns: sheet.columns,
      problems: sheet.problems,
      rows,
      // The rows it will import as they are; those to fix are counted apart.
      students: rows.filter((r) => r.action === 'new' && !r.errors.length).length,
      updates: rows.filter((r) => r.action === 'update' && !r.errors.length).length,
      newParents: new Set(rows.filter((r) => r.parent === 'new').map((r) => r.parentUsername)).size,
      errorRows: rows.filter((r) => r.errors.length).length,
    };
    return { preview, here, changedFields };
  }
}
export type PeopleService = ReturnType<typeof peopleService>;
