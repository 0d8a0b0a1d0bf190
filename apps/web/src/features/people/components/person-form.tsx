'use client';
import type { CreatePersonInput, OneTimePasswordOutput, Person, PersonInput } from '@portal/contract';
import type { UserCategory } from '@portal/contract/accounts-labels';
import { peopleEndpoints } from '@portal/contract/endpoints/people';
import { PEOPLE_LIMITS, peopleCategoryLabels, teacherDuties, teacherDutyLabels, type TeacherDuty } from '@portal/contract/people-labels';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { showAtTop } from '@/lib/at-top';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { PageTop } from '@/components/ui/page-top';
import { pathOf } from '@/lib/routes';
import { useCreatePerson, usePeopleList, useUpdatePerson } from '../api/queries';
import { OneTimePasswordBox } from './one-time-password';
import { personPath } from './people-list';
import styles from '@/components/ui/console/console.module.css';

type Child = { studentId: number; name: string; relation: string };
export type PersonDraft = {
  name: string;
  username: string;
  email: string;
  phone: string;
  className: string;
  room: string;
  admittedOn: string;
  dischargedOn: string;
  subjects: TeacherDuty[];
  children: Child[];
  /** The saved record's version (its updatedAt) an edit is made from. */
  version?: string;
};

const BLANK: PersonDraft = {
  name: '',
  username: '',
  email: '',
  phone: '',
  className: '',
  room: '',
  admittedOn: '',
  dischargedOn: '',
  subjects: [],
  children: [],
};

/** The form's draft of a saved person. */
export const draftOf = (p: Person): PersonDraft => ({
  name: p.name,
  username: p.username,
  email: p.email ?? '',
  phone: p.phone ?? '',
  className: p.className ?? '',
  room: p.room ?? '',
  admittedOn: p.admittedOn ?? '',
  dischargedOn: p.dischargedOn ?? '',
  subjects: p.subjects,
  children: p.category === 'parent' ? p.links.map((l) => ({ studentId: l.id, name: l.name, relation: l.relation })) : [],
  version: p.updatedAt,
});

/** The request of a draft: only what her kind keeps. */
function inputOf(category: UserCategory, d: PersonDraft): PersonInput {
  const base: PersonInput = { name: d.name, username: d.username, email: d.email, phone: d.phone, updatedAt: d.version };
  if (category === 'student')
    return { ...base, className: d.className, room: d.room, admittedOn: d.admittedOn, dischargedOn: d.dischargedOn };
  if (category === 'teacher') return { ...base, subjects: d.subjects };
  if (category === 'parent') return { ...base, children: d.children.map((c) => ({ studentId: c.studentId, relation: c.relation })) };
  return base;
}

const TEXT_FIELDS: { name: keyof PersonDraft; label: string; only?: UserCategory; type?: string; placeholder?: string; hint?: string }[] = [
  { name: 'name', label: '이름' },
  { name: 'username', label: '아이디', hint: '영문 소문자, 숫자, 점(.), 밑줄(_)로 3~30자. 로그인할 때 씁니다.' },
  { name: 'phone', label: '연락처', type: 'tel', placeholder: '010-0000-0000' },
  { name: 'email', label: '이메일 (선택)', type: 'email' },
  { name: 'className', label: '반', only: 'student', placeholder: '예: 1반' },
  { name: 'room', label: '호실', only: 'student', placeholder: '예: 301호' },
  {
    name: 'admittedOn',
    label: '입소일',
    only: 'student',
    type: 'date',
    hint: '이날부터 시설을 예약할 수 있습니다. 바꾸면 기간 밖의 예약은 취소됩니다.',
  },
  {
    name: 'dischargedOn',
    label: '퇴소일',
    only: 'student',
    type: 'date',
    hint: '이날까지 예약할 수 있고, 다음 날 0시에 계정이 사용 중지됩니다. 남은 예약은 취소됩니다.',
  },
];

/**
 * A person's account and what her kind keeps: a student's class, room and stay, a teacher's subjects,
 * a parent's children. New: the one-time password is shown once when it is made.
 */
export function PersonForm({ category, person }: { category: UserCategory; person?: Person }) {
  const router = useRouter();
  const create = useCreatePerson();
  const update = useUpdatePerson(person?.id ?? 0);
  const [made, setMade] = useState<OneTimePasswordOutput | null>(null);
  const form = useForm<PersonDraft, PersonInput>({
    draftKey: person ? `staff-person:${person.id}` : `staff-person-new:${category}`,
    idPrefix: 'person',
    initial: person ? draftOf(person) : BLANK,
    versionField: 'version',
    schema: person ? peopleEndpoints.update : peopleEndpoints.create,
    toInput: (d) => (person ? inputOf(category, d) : ({ ...inputOf(category, d), category } as CreatePersonInput)),
    submit: async (input) => {
      if (person) return draftOf(await update.mutateAsync(input));
      const out = await create.mutateAsync(input as CreatePersonInput);
      setMade(out);
      return BLANK;
    },
    success: person ? { title: '저장했습니다.', as: 'toast' } : { title: '계정을 만들었습니다.', as: 'toast' },
  });
  const d = form.values;
  const label = peopleCategoryLabels[category];

  if (made)
    return (
      <section className={styles.page} aria-labelledby="person-made">
        <h1 id="person-made" className={styles.title} ref={showAtTop} tabIndex={-1}>
          {made.person.name} {label} 계정을 만들었습니다
        </h1>
        <OneTimePasswordBox name={made.person.name} username={made.person.username} password={made.oneTimePassword} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setMade(null)}>
            한 명 더 추가
          </Button>
          <Button onClick={() => router.push(personPath(made.person.id))}>정보 보기</Button>
        </div>
      </section>
    );
  if (!d) return null;

  const back = async () => {
    if (await form.confirmLeave()) router.push(`${pathOf('staffPeople')}?category=${category}`);
  };
  const text = (f: (typeof TEXT_FIELDS)[number]) => (
    <label key={f.name} className={styles.field}>
      <span>{f.label}</span>
      <input
        {...form.field(f.name, f.hint ? `person-${f.name}-hint` : undefined)}
        type={f.type ?? 'text'}
        value={d[f.name] as string}
        placeholder={f.placeholder}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => form.set({ [f.name]: e.target.value })}
      />
      {f.hint && (
        <span id={`person-${f.name}-hint`} className={styles.muted}>
          {f.hint}
        </span>
      )}
      <FieldError id={form.errorId(f.name)} errors={form.errors[f.name]} />
    </label>
  );

  return (
    <form {...form.form} className={styles.page}>
      <PageTop backLabel="사람 관리" onBack={back} title={person ? `${person.name} ${label}` : `새 ${label}`} />
      <div className={styles.card}>
        <div className={styles.grid}>{TEXT_FIELDS.filter((f) => !f.only || f.only === category).map(text)}</div>
        {category === 'teacher' && (
          <fieldset className={styles.checks} {...form.field('subjects')}>
            <legend>담당 과목</legend>
            {teacherDuties.map((s) => (
              <label key={s} className={styles.check}>
                <input
                  type="checkbox"
                  checked={d.subjects.includes(s)}
                  onChange={(e) => form.set({ subjects: e.target.checked ? [...d.subjects, s] : d.subjects.filter((x) => x !== s) })}
                />
                {teacherDutyLabels[s]}
              </label>
            ))}
          </fieldset>
        )}
        {category === 'parent' && (
          <ChildrenField
            value={d.children}
            onChange={(children) => form.set({ children }, ['children'])}
            errors={form.errors.children}
            errorId={form.errorId('children')}
          />
        )}
        {!person && (
          <p className={styles.muted}>만들면 일회용 비밀번호가 한 번만 보입니다. 처음 로그인할 때 새 비밀번호로 바꾸게 됩니다.</p>
        )}
      </div>
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || (!!person && !form.dirty)}>
          {form.submitting ? '저장 중…' : person ? (form.dirty ? '저장' : '저장됨') : '계정 만들기'}
        </Button>
      </FormActions>
    </form>
  );
}

/** A parent's children: found by name and linked, each with how she is related. */
function ChildrenField({
  value,
  onChange,
  errors,
  errorId,
}: {
  value: Child[];
  onChange: (children: Child[]) => void;
  errors?: string[];
  errorId: string;
}) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // Asked once she pauses typing (it asked at every letter, an audit).
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const found = usePeopleList('student', q, 'active');
  const matched = q ? found.data?.pages[0]?.results : undefined;
  const results = (matched ?? []).filter((s) => !value.some((c) => c.studentId === s.id)).slice(0, 5);
  return (
    <div className={styles.field}>
      <span>자녀</span>
      {value.length === 0 && <span className={styles.muted}>연결된 자녀가 없습니다. 아래에서 학생 이름으로 찾아 연결해 주세요.</span>}
      <ul className={styles.links}>
        {value.map((c, i) => (
          <li key={c.studentId} className={styles.link}>
            <span className={styles.name}>{c.name}</span>
            <input
              aria-label={`${c.name} 학생과의 관계`}
              maxLength={10}
              value={c.relation}
              onChange={(e) => onChange(value.map((x, j) => (j === i ? { ...x, relation: e.target.value } : x)))}
            />
            <button type="button" className={styles.small} onClick={() => onChange(value.filter((_, j) => j !== i))}>
              연결 해제
            </button>
          </li>
        ))}
      </ul>
      <input
        type="search"
        value={typed}
        maxLength={PEOPLE_LIMITS.search}
        onChange={(e) => setTyped(e.target.value)}
        placeholder="학생 이름이나 아이디로 찾기"
        aria-label="연결할 학생 찾기"
      />
      {/* Nothing to link says why (it said nothing at all, an audit). */}
      <p className={styles.muted} role="status">
        {!q
          ? ''
          : found.isError
            ? '학생을 찾지 못했습니다. 잠시 후 다시 찾아 주세요.'
            : matched && results.length === 0
              ? matched.length
                ? '찾은 학생은 이미 연결되어 있습니다.'
                : `‘${q}’에 맞는 학생이 없습니다.`
              : ''}
      </p>
      {results.length > 0 && (
        <ul className={styles.links} aria-label="찾은 학생">
          {results.map((s) => (
            <li key={s.id} className={styles.link}>
              <span>
                {s.name} <span className={styles.muted}>{[s.username, s.className].filter(Boolean).join(' · ')}</span>
              </span>
              <button
                type="button"
                className={styles.small}
                onClick={() => {
                  onChange([...value, { studentId: s.id, name: s.name, relation: '어머니' }]);
                  setTyped('');
                  setQ('');
                }}
              >
                연결
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
