import { describe, expect, it } from 'vitest';
import { backupLines } from './backup-card';

const now = new Date('2026-11-30T03:00:00Z'); // 12:00 in Seoul
const latest = {
  date: '2026-11-30',
  folder: '2026-11-30',
  madeAt: '2026-11-29T19:30:01.000Z',
  databaseBytes: 6_028_565,
  files: 1234,
  reason: 'night' as const,
};

describe('the backup card', () => {
  it('names the last backup in Seoul time, its size and where the backups are', () => {
    expect(backupLines({ kind: 'embedded', keepDays: 7, latest, count: 3, nextAt: null }, now)).toEqual({
      lines: [
        '마지막 백업: 11월 30일(월) 04:30',
        '데이터베이스 5.7MB · 파일 1,234개',
        '최근 7일치를 서버의 DATA_DIR/backups 폴더에 둡니다. 디스크 고장에 대비해 이 폴더를 다른 컴퓨터에도 복사해 두세요.',
      ],
      warning: null,
    });
  });

  it('says when the last one was made by hand, or by a start before an update', () => {
    const byHand = { ...latest, folder: '2026-11-30-1130', madeAt: '2026-11-30T02:30:00.000Z', reason: 'by-hand' as const };
    expect(backupLines({ kind: 'embedded', keepDays: 7, latest: byHand, count: 4, nextAt: null }, now).lines[0]).toBe(
      '마지막 백업: 11월 30일(월) 11:30 (직접 백업)',
    );
    const beforeUpdate = {
      ...latest,
      folder: '2026-11-30-1130-update',
      madeAt: '2026-11-30T02:30:00.000Z',
      reason: 'before-update' as const,
    };
    expect(backupLines({ kind: 'embedded', keepDays: 7, latest: beforeUpdate, count: 4, nextAt: null }, now).lines[0]).toBe(
      '마지막 백업: 11월 30일(월) 11:30 (업데이트 전 백업)',
    );
  });

  it('warns when the last one is two days old or more (a night failed)', () => {
    const old = { ...latest, date: '2026-11-28', madeAt: '2026-11-27T19:30:00.000Z' };
    expect(backupLines({ kind: 'embedded', keepDays: 7, latest: old, count: 1, nextAt: null }, now).warning).toBe(
      '마지막 백업이 2일 전입니다. 서버 기록(로그)을 확인해 주세요.',
    );
    const yesterday = { ...latest, date: '2026-11-29' };
    expect(backupLines({ kind: 'embedded', keepDays: 7, latest: yesterday, count: 1, nextAt: null }, now).warning).toBeNull();
  });

  it('says what to do when the server makes none', () => {
    expect(backupLines({ kind: 'off', keepDays: 0, latest: null, count: 0, nextAt: null }, now).lines[0]).toContain('BACKUP_DAYS');
    expect(backupLines({ kind: 'postgres', keepDays: 0, latest: null, count: 0, nextAt: null }, now).lines[0]).toContain('pg_dump');
  });
});
