'use client';
import { AppLink } from '@/components/ui/app-link';
import { useRouter } from 'next/navigation';
import { PageTop } from '@/components/ui/page-top';
import { isStaffCategory, labelFor, pathOf, routeNamed } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { DevicesSection } from './devices-section';
import { FirewallSection } from './firewall-section';
import styles from './security.module.css';

/**
 * /mypage/security: a student's website requests and allowed sites, and everyone's signed-in devices.
 * Parents see only their devices: product.md gives them no part in the firewall.
 */
export function SecurityPage() {
  const router = useRouter();
  const { data: session } = useSession();
  const category = session?.user?.category;
  return (
    <section className={styles.page} aria-labelledby="security-title">
      <PageTop
        backLabel="마이페이지"
        onBack={() => router.push(pathOf('mypage'))}
        title={<span id="security-title">{labelFor(routeNamed('mypageSecurity'), category)}</span>}
      />
      {category === 'student' && <FirewallSection />}
      {isStaffCategory(category) && (
        <p className={styles.note}>
          학생들의 사이트 허용 요청은{' '}
          <AppLink href={pathOf('staffFirewall')} className={styles.link}>
            사이트 허용 관리
          </AppLink>
          에서 처리해 주세요.
        </p>
      )}
      <DevicesSection />
    </section>
  );
}
