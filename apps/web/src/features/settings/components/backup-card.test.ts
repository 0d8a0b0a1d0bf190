import type { BackupStatus } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { backupLines, LOW_DISK_BYTES } from './backup-card';

const now = new Date('2026-11-30T03:00:00Z'); // 12:00 in Seoul
const latest = {
  date: '2026-11-30',
  folder: '2026-11-30',
  madeAt: '2026-11-29T19:30:01.000Z',
  databaseBytes: 6_028_565,
  files: 1234,
  reason: 'night' as const,
};
const WHERE = '최근 7일치를 서버의 DATA_DIR/backups 폴더에 둡니다. 디스크 고장에 대비해 이 폴더를 다른 컴퓨터에도 복사해 두세요.';
const LOW_DISK = '서버 디스크 공간이 1GB보다 적게 남았습니다. 공간이 없으면 저장과 백업이 멈춥니다. 디스크를 늘리거나 정리해 주세요.';
/** The embedded database's state, with its latest backup and the disk's room as the test needs them. */
const embedded = (over: Partial<BackupStatus> = {}): BackupStatus => ({
  kind: 'embedded',
  keepDays: 7,
  latest,
  count: 3,
  nextAt: null,
  diskFreeBytes: null,
  ...over,
});

describe('the backup card', () => {
  it('names the last backup in Seoul time, its size, the disk’s room and where the backups are', () => {
    expect(backupLines(embedded({ diskFreeBytes: 82.46 * 1024 ** 3 }), now)).toEqual({
      lines: ['마지막 백업: 11월 30일(월) 04:30', '데이터베이스 5.7MB · 파일 1,234개', '서버 디스크 남은 공간: 82.5GB', WHERE],
      warnings: [],
    });
  });

  it('says when the last one was made by hand, or by a start before an update', () => {
    const byHand = { ...latest, folder: '2026-11-30-1130', madeAt: '2026-11-30T02:30:00.000Z', reason: 'by-hand' as const };
    expect(backupLines(embedded({ latest: byHand }), now).lines[0]).toBe('마지막 백업: 11월 30일(월) 11:30 (직접 백업)');
    const beforeUpdate = { ...byHand, folder: '2026-11-30-1130-update', reason: 'before-update' as const };
    expect(backupLines(embedded({ latest: beforeUpdate }), now).lines[0]).toBe('마지막 백업: 11월 30일(월) 11:30 (업데이트 전 백업)');
  });

  it('warns when the last one is two days old or more (a night failed)', () => {
    const old = { ...latest, date: '2026-11-28', madeAt: '2026-11-27T19:30:00.000Z' };
    expect(backupLines(embedded({ latest: old }), now).warnings).toEqual(['마지막 백업이 2일 전입니다. 서버 기록(로그)을 확인해 주세요.']);
    const yesterday = { ...latest, date: '2026-11-29' };
    expect(backupLines(embedded({ latest: yesterday }), now).warnings).toEqual([]);
  });

  it('warns when the disk has less than a gigabyte left, before the first backup too', () => {
    expect(backupLines(embedded({ diskFreeBytes: LOW_DISK_BYTES }), now).warnings).toEqual([]);
    const low = backupLines(embedded({ diskFreeBytes: 300 * 1024 * 1024 }), now);
    expect(low.warnings).toEqual([LOW_DISK]);
    expect(low.lines).toContain('서버 디스크 남은 공간: 300MB');
    const first = backupLines(embedded({ latest: null, count: 0, diskFreeBytes: 300 * 1024 * 1024 }), now);
    expect(first).toEqual({
      lines: ['아직 백업이 없습니다. 매일 새벽 4시 30분에 만듭니다.', '서버 디스크 남은 공간: 300MB', WHERE],
      warnings: [LOW_DISK],
    });
  });

  it('says what to do when the server makes none', () => {
    const none = { keepDays: 0, latest: null, count: 0, nextAt: null, diskFreeBytes: null };
    expect(backupLines({ kind: 'off', ...none }, now).lines[0]).toContain('BACKUP_DAYS');
    expect(backupLines({ kind: 'postgres', ...none }, now).lines[0]).toContain('pg_dump');
  });
});
