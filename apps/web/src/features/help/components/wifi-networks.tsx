'use client';
import type { WifiGuideNetwork } from '@portal/contract';
import { AppLink } from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { showToast } from '@/components/ui/toast/toast-store';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { loginUrlFor } from '@/lib/routes';
import { useSession } from '@/lib/session';
import { useWifiGuide } from '../api/queries';
import styles from './help.module.css';

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ status: 'success', title: '비밀번호를 복사했어요.', description: '와이파이 연결 화면에 붙여 넣어 주세요.' });
  } catch {
    showToast({ status: 'failed', title: '복사하지 못했어요.', description: '비밀번호를 직접 입력해 주세요.' });
  }
}

function Network({ network, signedIn }: { network: WifiGuideNetwork; signedIn: boolean }) {
  return (
    <li className={styles.network} data-testid="wifi-network">
      <div className={styles.networkHead}>
        <h3 className={styles.ssid}>{network.ssid}</h3>
        {network.note && <span className={styles.chip}>{network.note}</span>}
      </div>
      <p className={styles.area}>
        <span className={styles.label}>사용 가능한 곳</span> {network.area}
      </p>
      {!network.hasPassword ? (
        <p className={styles.password}>
          <span className={styles.label}>비밀번호</span> 없음 (바로 연결돼요)
        </p>
      ) : signedIn && network.password ? (
        <div className={styles.passwordRow}>
          <p className={styles.password}>
            <span className={styles.label}>비밀번호</span> <code className={styles.code}>{network.password}</code>
          </p>
          <button
            type="button"
            className={styles.copy}
            aria-label={`${network.ssid} 비밀번호 복사`}
            onClick={() => void copy(network.password!)}
          >
            복사
          </button>
        </div>
      ) : (
        <p className={styles.password}>
          <span className={styles.label}>비밀번호</span>{' '}
          {signedIn && network.studentsOnly ? '학생과 선생님만 볼 수 있어요' : '로그인하면 보여요'}
        </p>
      )}
    </li>
  );
}

/** The centre's networks: names and places for everyone, passwords (with a copy button) once signed in. */
export function WifiNetworks() {
  const pathname = usePathname();
  const { data: session, status } = useSession();
  const signedIn = status === 'authenticated';
  const { data, isError, refetch } = useWifiGuide(session?.user.id, status !== 'loading');

  if (isError && !data) return <ErrorState onRetry={() => void refetch()}>와이파이 목록을 불러오지 못했어요.</ErrorState>;
  if (!data) return <WifiNetworksSkeleton />;
  if (!data.networks.length) return <EmptyState title="등록된 와이파이가 없어요" description="행정실에 문의해 주세요." />;
  return (
    <>
      <ul className={styles.networks}>
        {data.networks.map((n) => (
          <Network key={n.ssid} network={n} signedIn={data.passwordsShown} />
        ))}
      </ul>
      {!signedIn && data.networks.some((n) => n.hasPassword) && (
        <p className={styles.notice}>
          비밀번호는 로그인한 학생·학부모·선생님만 볼 수 있어요.
          <AppLink href={loginUrlFor(pathname)} className={styles.inlineLink}>
            로그인하고 비밀번호 보기
          </AppLink>
        </p>
      )}
    </>
  );
}

export const WifiNetworksSkeleton = () => <Skeleton variant="card" rows={3} label="와이파이 목록을 불러오는 중입니다" />;
