'use client';
import { lazyComponent } from '@/components/ui/lazy';
import { AppLink } from '@/components/ui/app-link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { EmptyState } from '@/components/ui/states/empty-state';
import { peopleIcon } from '@/components/ui/states/empty-icons/people';
import { Skeleton } from '@/components/ui/states/skeleton';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { pathOf } from '@/lib/routes';
import { educationTabs, isEducationTab, type EducationTab } from '../lib/paths';
import { useViewer } from '../lib/use-viewer';
import styles from './education.module.css';
import { GradesTab } from './grades-tab';

// The grades tab opens first; the other two load when she opens them.
const tabLoading = () => <Skeleton />;
const CurriculumTab = lazyComponent(() => import('./curriculum-tab').then((m) => m.CurriculumTab), { loading: tabLoading });
const CounselingTab = lazyComponent(() => import('./counseling-tab').then((m) => m.CounselingTab), { loading: tabLoading });

/** /education: exam grades, curriculum and counselling of the student (a parent: of her picked child). */
export function EducationPage() {
  const viewer = useViewer();
  const search = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const requested = search.get('tab');
  const tab: EducationTab = isEducationTab(requested) ? requested : 'grades';

  const select = (next: EducationTab) => {
    router.replace(next === 'grades' ? pathname : `${pathname}?tab=${next}`, { scroll: false });
  };

  if (viewer.isStaff)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>학습 관리</h1>
        <p className={styles.card}>
          선생님은 <AppLink href={pathOf('staffEducation')}>선생님 메뉴의 학습 관리</AppLink>에서 학생을 골라 성적, 커리큘럼, 상담 기록을
          관리할 수 있습니다.
        </p>
      </div>
    );

  return (
    <div className={styles.page}>
      <div className={styles.pageHead}>
        <h1 className={styles.title}>학습 관리</h1>
        {viewer.isParent && viewer.studentName ? (
          <p className={styles.viewing}>{viewer.studentName} 학생의 기록이에요. 보기만 할 수 있어요.</p>
        ) : null}
      </div>
      <Tabs items={educationTabs} value={tab} onChange={select} label="학습 관리 메뉴" idPrefix="education" />
      <TabPanel idPrefix="education" value={tab}>
        {viewer.noChildren ? (
          <EmptyState icon={peopleIcon} title="연결된 자녀가 없습니다" description="학원에 문의해 주세요." />
        ) : !viewer.ready ? (
          <Skeleton />
        ) : tab === 'grades' ? (
          <GradesTab key={viewer.sid ?? 'self'} sid={viewer.sid} canEdit={viewer.isStudent} />
        ) : tab === 'curriculum' ? (
          <CurriculumTab key={viewer.sid ?? 'self'} sid={viewer.sid} />
        ) : (
          <CounselingTab key={viewer.sid ?? 'self'} sid={viewer.sid} isStudent={viewer.isStudent} />
        )}
      </TabPanel>
    </div>
  );
}
