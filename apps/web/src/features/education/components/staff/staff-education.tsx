'use client';
import type { StaffStudent } from '@portal/contract';
import { PEOPLE_LIMITS } from '@portal/contract/people-labels';
import { lazyComponent } from '@/components/ui/lazy';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { useGoals } from '../../api/queries';
import { useStaffStudents } from '../../api/staff-queries';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { searchIcon } from '@/components/ui/states/empty-icons/search';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { loadErrorText } from '../common';
import styles from '../education.module.css';
import staff from './staff.module.css';

// A student's records show once she is chosen: their code loads then, not with the student list.
const StaffExams = lazyComponent(() => import('./staff-exams').then((m) => m.StaffExams));
const StaffPlans = lazyComponent(() => import('./staff-plans').then((m) => m.StaffPlans));
const StaffCounseling = lazyComponent(() => import('./staff-counseling').then((m) => m.StaffCounseling));

const TABS = [
  { id: 'exams', label: '성적 확정' },
  { id: 'plans', label: '학습 계획' },
  { id: 'counseling', label: '상담 기록' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * /staff/education: pick a student, then lock her exam entries, set study plans and memos, and
 * write counselling records. The chosen student and tab live in the address, so back works.
 */
export function StaffEducation() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const sid = Number(search.get('student')) || undefined;
  const tabParam = search.get('tab');
  const tab: Tab = TABS.some((t) => t.id === tabParam) ? (tabParam as Tab) : 'exams';
  const [chosen, setChosen] = useState<StaffStudent | null>(null);

  const go = (student: number | undefined, nextTab: Tab, push = false) => {
    const params = new URLSearchParams();
    if (student) params.set('student', String(student));
    if (nextTab !== 'exams') params.set('tab', nextTab);
    const url = params.size ? `${pathname}?${params}` : pathname;
    if (push) router.push(url, { scroll: false });
    else router.replace(url, { scroll: false });
  };

  return (
    <div className={staff.layout}>
      <h1 className={`${styles.title} ${staff.heading}`}>학습 관리</h1>
      <StudentPicker
        selected={sid}
        onPick={(s) => {
          setChosen(s);
          go(s.id, tab, true);
        }}
        onKnown={(s) => setChosen((c) => (c?.id === s.id ? c : s))}
      />
      <section className={staff.work} aria-labelledby={sid ? 'staff-student-name' : undefined} aria-label={sid ? undefined : '학생 관리'}>
        {!sid ? (
          <EmptyState
            icon={peopleIcon}
            title="학생을 골라 주세요"
            description="학생 목록에서 고르면 성적, 학습 계획, 상담 기록을 관리할 수 있습니다."
          />
        ) : (
          <>
            <StudentHeader sid={sid} name={chosen?.id === sid ? chosen.name : undefined} />
            <Tabs items={TABS} value={tab} onChange={(t) => go(sid, t)} label="학생 관리 메뉴" idPrefix="staff" />
            <TabPanel idPrefix="staff" value={tab}>
              {tab === 'exams' ? (
                <StaffExams key={sid} sid={sid} />
              ) : tab === 'plans' ? (
                <StaffPlans key={sid} sid={sid} />
              ) : (
                <StaffCounseling key={sid} sid={sid} />
              )}
            </TabPanel>
          </>
        )}
      </section>
    </div>
  );
}

function StudentHeader({ sid, name }: { sid: number; name?: string }) {
  const goals = useGoals(sid);
  const unis = goals.data?.universities ?? [];
  return (
    <div className={staff.studentHead}>
      <h2 id="staff-student-name" className={styles.sectionTitle}>
        {name ? `${name} 학생` : '선택한 학생'}
      </h2>
      {unis.length ? (
        <p className={styles.meta}>목표: {unis.map((u, i) => `${i + 1}지망 ${u.university} ${u.department}`).join(' · ')}</p>
      ) : null}
    </div>
  );
}

function StudentPicker({
  selected,
  onPick,
  onKnown,
}: {
  selected: number | undefined;
  onPick: (s: StaffStudent) => void;
  onKnown: (s: StaffStudent) => void;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  const list = useStaffStudents(q);
  const students = list.data?.pages.flatMap((p) => p.results) ?? [];
  const current = students.find((s) => s.id === selected);
  useEffect(() => {
    if (current) onKnown(current);
  }, [current, onKnown]);

  return (
    <nav className={staff.picker} aria-label="학생 선택">
      <label htmlFor="staff-student-search" className={styles.label}>
        학생 검색
      </label>
      <input
        id="staff-student-search"
        type="search"
        className={styles.input}
        placeholder="이름, 아이디 또는 반"
        maxLength={PEOPLE_LIMITS.search}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <PagedList
        query={list}
        skeletonRows={4}
        errorText={(e) => loadErrorText(e, '학생 목록을 불러오지 못했습니다.')}
        empty={<EmptyState icon={searchIcon} title="찾는 학생이 없습니다" description="이름, 아이디나 반을 다시 확인해 주세요." />}
      >
        {(students) => (
          <ul className={staff.students}>
            {students.map((s) => (
              <li key={s.id}>
                <button type="button" className={staff.student} aria-pressed={s.id === selected} onClick={() => onPick(s)}>
                  <span className={staff.studentName}>
                    {s.name} <span className={styles.meta}>{s.username}</span>
                    {s.counselingDue > 0 ? (
                      <StatusBadge tone="warning" className={staff.due}>
                        상담 차례 {s.counselingDue}과목
                      </StatusBadge>
                    ) : null}
                  </span>
                  <span className={styles.meta}>
                    확정 전 성적 {s.unlockedExams} · 진행 중 계획 {s.activePlans} · 안 읽은 상담 {s.unreadCounseling}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </nav>
  );
}
