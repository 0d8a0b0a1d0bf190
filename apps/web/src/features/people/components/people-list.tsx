'use client';
import type { Person } from '@portal/contract';
import type { UserCategory } from '@portal/contract/accounts-labels';
import { PEOPLE_LIMITS, peopleCategoryLabels, teacherDutyLabels } from '@portal/contract/people-labels';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { searchIcon } from '@/components/ui/states/empty-icons/search';
import { pathOf } from '@/lib/routes';
import { useUrlChoice } from '@/lib/url-choice';
import { isPeopleCategory, isPeopleSearch, isPeopleStatus, PEOPLE_CATEGORIES, usePeopleList, type PeopleStatus } from '../api/queries';
import styles from '@/components/ui/console/console.module.css';

/** The kind with its subject particle, as an empty list says it. */
const NONE_LABEL: Record<UserCategory, string> = { student: '학생이', parent: '학부모가', teacher: '선생님이', admin: '관리자가' };

/** What a row says under her name, by kind. */
export function personMeta(p: Person): string {
  if (p.category === 'student')
    return [
      p.username,
      p.className,
      p.room,
      p.admittedOn ? `입소 ${p.admittedOn.replaceAll('-', '.')}` : null,
      p.links.length ? `학부모 ${p.links.map((l) => l.name).join(', ')}` : null,
    ]
      .filter(Boolean)
      .join(' · ');
  if (p.category === 'parent')
    return [p.username, p.phone, p.links.length ? `자녀 ${p.links.map((l) => l.name).join(', ')}` : '연결된 자녀 없음']
      .filter(Boolean)
      .join(' · ');
  if (p.category === 'teacher')
    return [p.username, p.subjects.length ? p.subjects.map((s) => teacherDutyLabels[s]).join('·') : '담당 과목 없음'].join(' · ');
  return p.username;
}

/** The link to one person's page (the list's rows, the import's result). */
export const personPath = (id: number) => `${pathOf('staffPeople')}/${id}`;

/** /staff/people: students, parents, teachers and admins, searched, a page at a time. */
export function PeopleList() {
  // Kind, search and status are kept in the address: back from a person's page, or after a reload, the
  // list is the one she left (the search and status were lost, an audit).
  const [category, setCategory] = useUrlChoice('category', isPeopleCategory, 'student');
  const [q, setQ] = useUrlChoice('q', isPeopleSearch, '');
  const [status, setStatus] = useUrlChoice('status', isPeopleStatus, 'active');
  const [typed, setTyped] = useState(q);
  // The address's search changed under the box (a tap on 사람 관리, the plain page): the box follows, or
  // its old words were written back into the address a moment later (a regression hunt).
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }
  // The search waits until she pauses typing.
  useEffect(() => {
    const t = setTimeout(() => {
      if (typed.trim() !== q) setQ(typed.trim());
    }, 300);
    return () => clearTimeout(t);
  }, [typed, q, setQ]);
  const query = usePeopleList(category, q, status);
  const pick = (c: UserCategory) => {
    setCategory(c);
    // Another kind: its own search.
    setQ('');
    setTyped('');
  };
  const label = peopleCategoryLabels[category];

  return (
    <section className={styles.page} aria-labelledby="people-title">
      <div className={styles.head}>
        <h1 id="people-title" className={styles.title}>
          사람 관리
        </h1>
        <div className={styles.actions}>
          <AppLink className={styles.action} href={`${pathOf('staffPeople')}/import`}>
            학생 일괄 등록
          </AppLink>
          <AppLink className={styles.action} data-primary="" href={`${pathOf('staffPeople')}/new?category=${category}`}>
            + {label} 추가
          </AppLink>
        </div>
      </div>
      <SegmentedRadio
        label="사람 종류"
        value={category}
        onChange={pick}
        options={PEOPLE_CATEGORIES.map((c) => ({ value: c, label: peopleCategoryLabels[c] }))}
      />
      <div className={styles.filters}>
        <input
          type="search"
          className={styles.search}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={category === 'student' ? '이름, 아이디, 반, 호실, 연락처' : '이름, 아이디, 연락처'}
          maxLength={PEOPLE_LIMITS.search}
          aria-label={`${label} 찾기`}
          enterKeyHint="search"
        />
        <select className={styles.select} value={status} onChange={(e) => setStatus(e.target.value as PeopleStatus)} aria-label="계정 상태">
          <option value="active">사용 중</option>
          <option value="inactive">사용 중지</option>
          <option value="all">전체</option>
        </select>
      </div>
      <PagedList
        query={query}
        errorText={`${label} 목록을 불러오지 못했습니다.`}
        loadingLabel={`${label} 목록을 불러오는 중입니다`}
        empty={
          <EmptyState
            icon={q ? searchIcon : peopleIcon}
            title={
              q
                ? `'${q}'에 맞는 ${NONE_LABEL[category]} 없습니다.`
                : `${status === 'inactive' ? '사용 중지된 ' : ''}${NONE_LABEL[category]} 없습니다.`
            }
          />
        }
      >
        {(people) => (
          <ul className={styles.list} aria-label={`${label} 목록`}>
            {people.map((p) => (
              <li key={p.id}>
                <AppLink className={styles.row} href={personPath(p.id)}>
                  <span className={styles.rowMain}>
                    <span className={styles.name}>{p.name}</span>
                    <span className={styles.meta}>{personMeta(p)}</span>
                  </span>
                  {!p.active && (
                    <span className={styles.badge} data-tone="off">
                      사용 중지
                    </span>
                  )}
                  {p.active && p.mustChangePassword && (
                    <span className={styles.badge} data-tone="warn">
                      비밀번호 변경 전
                    </span>
                  )}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
