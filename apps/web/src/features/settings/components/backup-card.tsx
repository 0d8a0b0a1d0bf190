'use client';
import type { BackupStatus } from '@portal/contract';
import { daysBetween, formatMonthDay, seoulDate, seoulTime } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { showToast } from '@/components/ui/toast/toast-store';
import { fileSizeLabel } from '@/lib/file-size';
import { useBackupNow, useBackupStatus } from '../api/queries';
import { styles } from './styles';

/** What the last backup's line adds for one not made by the night's job. */
const MADE_BY: Record<NonNullable<BackupStatus['latest']>['reason'], string> = {
  night: '',
  'by-hand': ' (직접 백업)',
  'before-update': ' (업데이트 전 백업)',
};

/** A backup older than this is shown as a warning: the nightly one has failed at least once. */
const STALE_DAYS = 2;

/**
 * Less room than this on the server's disk is shown as a warning: the database, its backups and the
 * uploads share it, and the embedded database stops writing when it is full.
 */
export const LOW_DISK_BYTES = 1024 ** 3;

/** What the card says of the backups: the latest, where they are, and what to do (README: 백업과 복원). */
export function backupLines(status: BackupStatus, now: Date): { lines: string[]; warnings: string[] } {
  if (status.kind === 'postgres')
    return {
      lines: ['PostgreSQL 데이터는 운영 담당자가 pg_dump로 백업해 주세요. 올린 파일은 S3 저장소의 버전 관리로 지킵니다.'],
      warnings: [],
    };
  if (status.kind === 'off') return { lines: ['백업이 꺼져 있습니다. 서버 설정의 BACKUP_DAYS로 켤 수 있습니다.'], warnings: [] };
  const where = `최근 ${status.keepDays}일치를 서버의 DATA_DIR/backups 폴더에 둡니다. 디스크 고장에 대비해 이 폴더를 다른 컴퓨터에도 복사해 두세요.`;
  const disk = status.diskFreeBytes === null ? [] : [`서버 디스크 남은 공간: ${fileSizeLabel(status.diskFreeBytes)}`];
  const warnings =
    status.diskFreeBytes !== null && status.diskFreeBytes < LOW_DISK_BYTES
      ? ['서버 디스크 공간이 1GB보다 적게 남았습니다. 공간이 없으면 저장과 백업이 멈춥니다. 디스크를 늘리거나 정리해 주세요.']
      : [];
  if (!status.latest) return { lines: ['아직 백업이 없습니다. 매일 새벽 4시 30분에 만듭니다.', ...disk, where], warnings };
  const { latest } = status;
  const age = daysBetween(latest.date, seoulDate(now));
  if (age >= STALE_DAYS) warnings.unshift(`마지막 백업이 ${age}일 전입니다. 서버 기록(로그)을 확인해 주세요.`);
  return {
    lines: [
      `마지막 백업: ${formatMonthDay(latest.date)} ${seoulTime(latest.madeAt)}${MADE_BY[latest.reason]}`,
      `데이터베이스 ${fileSizeLabel(latest.databaseBytes)} · 파일 ${latest.files.toLocaleString('ko-KR')}개`,
      ...disk,
      where,
    ],
    warnings,
  };
}

/** /staff/site: how the centre's data is backed up, and a backup made now (before an update, say). */
export function BackupCard() {
  const { data, isError, refetch } = useBackupStatus();
  const backupNow = useBackupNow();
  // Drawn by the server, hydrated once this code has come: a tap on 지금 백업하기 before then is kept.
  const mark = useHydratingMark<HTMLElement>();
  if (isError && !data) return <ErrorState onRetry={() => void refetch()}>백업 상태를 불러오지 못했습니다.</ErrorState>;
  if (!data) return <Skeleton variant="card" rows={2} label="백업 상태를 불러오는 중입니다" />;
  const { lines, warnings } = backupLines(data, new Date());
  return (
    <section {...mark} className={styles.card} aria-labelledby="backup-title">
      <h2 id="backup-title" className={styles.cardTitle}>
        백업
      </h2>
      {warnings.map((warning) => (
        <p key={warning} className={styles.notice} role="status">
          {warning}
        </p>
      ))}
      {lines.map((line) => (
        <p key={line} className={styles.muted}>
          {line}
        </p>
      ))}
      {data.kind === 'embedded' && (
        <div className={styles.backupNow}>
          <p className={styles.muted}>업데이트나 큰 변경 전에는 지금 백업해 두세요. 만드는 동안 포털이 잠시 느려질 수 있습니다.</p>
          <Button
            variant="secondary"
            block
            disabled={backupNow.isPending}
            aria-busy={backupNow.isPending}
            onClick={() =>
              backupNow.mutate(undefined, {
                onSuccess: () => showToast({ title: '백업했습니다.', status: 'success' }),
                onError: (err) => showToast({ title: err instanceof Error ? err.message : '백업하지 못했습니다.', status: 'failed' }),
              })
            }
          >
            {backupNow.isPending ? '백업하는 중…' : '지금 백업하기'}
          </Button>
        </div>
      )}
    </section>
  );
}
