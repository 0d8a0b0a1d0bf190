'use client';
import { AppLink } from '@/components/ui/app-link';
import { lazyComponent } from '@/components/ui/lazy';
import { Skeleton } from '@/components/ui/states/skeleton';
import { pathOf } from '@/lib/routes';
import { SiteInfoForm } from './site-info-form';
import { styles } from './styles';

// The exam calendar and the backup card sit below the site form, out of a phone's first screen: their
// code loads beside the page's (rendered by the server all the same), which keeps the console's first
// load inside its budget.
const ExamCalendar = lazyComponent(() => import('./exam-calendar').then((m) => m.ExamCalendar), {
  loading: () => <Skeleton variant="card" rows={4} label="시험 일정을 불러오는 중입니다" />,
});
const BackupCard = lazyComponent(() => import('./backup-card').then((m) => m.BackupCard), {
  loading: () => <Skeleton variant="card" rows={3} label="백업 상태를 불러오는 중입니다" />,
});

/** /staff/site: the operator's site information and the centre's settings, each edited in place. */
export function CentreSettings() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>사이트 정보와 학원 설정</h1>
      <SiteInfoForm />
      <ExamCalendar />
      <section className={styles.card} aria-labelledby="wifi-link">
        <h2 id="wifi-link" className={styles.cardTitle}>
          와이파이
        </h2>
        <p className={styles.muted}>와이파이 이름, 비밀번호, 쓸 수 있는 곳은 와이파이 관리에서 고칩니다.</p>
        <AppLink className={styles.action} href={pathOf('staffWifi')}>
          와이파이 관리로 가기
        </AppLink>
      </section>
      <BackupCard />
    </div>
  );
}
