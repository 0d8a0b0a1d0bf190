'use client';
import { AppLink } from '@/components/ui/app-link';
import { pathOf } from '@/lib/routes';
import { BackupCard } from './backup-card';
import { ExamCalendar } from './exam-calendar';
import { SiteInfoForm } from './site-info-form';
import { styles } from './styles';

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
