'use client';
import type { SignedInDevice } from '@portal/contract';
import { formatDateTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { confirmDialog, openModal, showToast } from '@/components/ui/kit';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { ApiError } from '@/lib/api-client';
import { LOGIN_PATH } from '@/lib/routes';
import { signOut } from '@/lib/session';
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/queries';
import styles from './security.module.css';

const failed = (err: unknown) => void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });

/** Where she is signed in: each device, when and where from; sign one out, or all but this one. */
export function DevicesSection() {
  const devices = useDevices();
  const others = useSignOutOtherDevices();
  const list = devices.data?.results ?? [];
  const otherCount = list.filter((d) => !d.current).length;
  const signOutOthers = async () => {
    if (
      !(await confirmDialog({
        title: '다른 기기에서 모두 로그아웃할까요?',
        message: `이 기기를 뺀 ${otherCount}대의 기기에서 바로 로그아웃됩니다.`,
        confirmLabel: '모두 로그아웃',
      }))
    )
      return;
    try {
      await others.mutateAsync(undefined);
      showToast({ status: 'success', title: '다른 기기에서 모두 로그아웃했습니다.' });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <section className={styles.stack} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.sectionTitle}>
        로그인한 기기
      </h2>
      <p className={styles.note}>모르는 기기가 있으면 로그아웃하고 비밀번호를 바꿔 주세요.</p>
      {devices.isPending ? (
        <Skeleton rows={3} label="로그인한 기기를 불러오는 중입니다" />
      ) : devices.isError ? (
        <ErrorState onRetry={() => devices.refetch()}>로그인한 기기를 불러오지 못했습니다.</ErrorState>
      ) : (
        <>
          <ul className={styles.list} aria-label="로그인한 기기 목록">
            {list.map((d) => (
              <li key={d.id}>
                <DeviceCard device={d} />
              </li>
            ))}
          </ul>
          {otherCount > 0 && (
            <Button variant="secondary" block onClick={signOutOthers} disabled={others.isPending}>
              다른 기기 모두 로그아웃
            </Button>
          )}
        </>
      )}
    </section>
  );
}

function DeviceCard({ device: d }: { device: SignedInDevice }) {
  const signOutDevice = useSignOutDevice();
  const onClick = async () => {
    if (
      !(await confirmDialog(
        d.current
          ? { title: '이 기기에서 로그아웃할까요?', message: '다시 쓰려면 로그인해야 해요.', confirmLabel: '로그아웃' }
          : { title: `${d.device}에서 로그아웃할까요?`, message: '그 기기는 바로 로그인 화면으로 돌아갑니다.', confirmLabel: '로그아웃' },
      ))
    )
      return;
    try {
      await signOutDevice.mutateAsync(d.id);
      if (d.current) {
        await signOut({ callbackUrl: LOGIN_PATH, forget: true });
        return;
      }
      showToast({ status: 'success', title: `${d.device}에서 로그아웃했습니다.` });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <article className={styles.card} aria-labelledby={`device-${d.id}`} data-current={d.current || undefined}>
      <div className={styles.cardHead}>
        <h3 id={`device-${d.id}`} className={styles.cardTitle}>
          {d.device}
        </h3>
        {d.current && <StatusBadge tone="info">현재 기기</StatusBadge>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>로그인</dt>
          <dd>{formatDateTime(d.signedInAt)}</dd>
        </div>
        <div>
          <dt>마지막 사용</dt>
          <dd>{formatDateTime(d.lastUsedAt)}</dd>
        </div>
        <div>
          <dt>접속 위치(IP)</dt>
          <dd>{d.address ?? '알 수 없음'}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClick} disabled={signOutDevice.isPending}>
          이 기기에서 로그아웃
        </Button>
      </div>
    </article>
  );
}
