'use client';
import type { Alarm } from '@portal/contract';
import type { AlarmKind } from '@portal/contract';
import { relativeTime } from '@portal/contract/dates';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useEffect } from 'react';
import { Icon, type AnyIcon } from '@/components/layout/icons';
import { AppLink } from '@/components/ui/app-link';
import { PagedList } from '@/components/ui/paged-list/paged-list';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ApiError } from '@/lib/api-client';
import { useProfile } from '@/lib/profile';
import { pathOf } from '@/lib/routes';
import { alarmKeys, useAlarmList, useReadAlarm, useReadAllAlarms } from '../api/queries';
import { alarmKindLabel } from '../messages';
import styles from './alarm-list.module.css';
import { retryingImport } from '@/lib/retrying-import';
import { useNow } from '@/lib/use-now';

const kindIcon: Record<AlarmKind, AnyIcon> = {
  reservation: 'reservation',
  counseling: 'education',
  notice: 'library',
  vacation: 'home',
  chat: 'chat',
  inquiry: 'contact',
  contents: 'contents',
};

/** /alarms: her notifications, newest first; a tap opens what it is about and marks it read. */
export function AlarmList() {
  const client = useQueryClient();
  const list = useAlarmList();
  const { mutate: markRead } = useReadAlarm();
  const readAll = useReadAllAlarms();
  const unread = useProfile().data?.bedge.alarm_count ?? 0;
  const now = useNow();

  // A notification arriving (or read on another device) while she looks: the list follows, as the badge does.
  useEffect(() => {
    let off = () => {};
    let gone = false;
    void retryingImport(() => import('@/lib/live')).then(({ onLiveEvent }) => {
      if (gone) return;
      off = onLiveEvent('alarm', () => void client.invalidateQueries({ queryKey: alarmKeys.list() }));
    });
    return () => {
      gone = true;
      off();
    };
  }, [client]);

  // Nothing to mark or to page: the empty state says it all, with its own way to the settings.
  const none = list.data?.pages[0]?.results.length === 0;

  // One function for every row, so a page more (or a row read) draws only the rows that changed.
  const open = useCallback(
    (a: Alarm) => {
      // What it is about has changed since that page was last asked: every answer in memory is stale,
      // so the page she opens asks again instead of showing, say, a request without the new one.
      void client.invalidateQueries({ refetchType: 'none' });
      if (a.readAt == null) markRead(a.id);
    },
    [client, markRead],
  );

  return (
    <section className={styles.page} aria-labelledby="alarms-title">
      <div className={styles.head}>
        <h1 id="alarms-title" className={styles.title}>
          알림
          {unread > 0 && (
            <span className={styles.count} data-testid="alarms-unread">
              <span className="visually-hidden">읽지 않은 알림 </span>
              {unread}
              <span className="visually-hidden">건</span>
            </span>
          )}
        </h1>
        {!none && (
          <button type="button" className={styles.readAll} onClick={() => readAll.mutate()} disabled={unread === 0 || readAll.isPending}>
            모두 읽음
          </button>
        )}
      </div>
      {readAll.isError && (
        <p className={styles.error} role="alert">
          {readAll.error instanceof ApiError && readAll.error.code === 'NETWORK'
            ? '인터넷 연결이 끊겨 읽음으로 바꾸지 못했습니다. 연결되면 다시 눌러 주세요.'
            : '읽음으로 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요.'}
        </p>
      )}
      <PagedList
        query={list}
        skeletonRows={5}
        loadingLabel="알림을 불러오는 중입니다"
        errorText="알림을 불러오지 못했습니다."
        empty={
          <EmptyState
            title="아직 받은 알림이 없습니다"
            description="문의 답변, 휴가 승인, 새 공지처럼 챙겨야 할 소식이 생기면 여기에 모아 드립니다."
            action={{ label: '알림 설정', href: pathOf('mypageAlarms') }}
          />
        }
      >
        {(items) => (
          <ul className={styles.list} aria-label="알림 목록">
            {items.map((a) => (
              <li key={a.id}>
                <AlarmRow alarm={a} onOpen={open} now={now} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
      {!none && (
        <p className={styles.settings}>
          <AppLink href={pathOf('mypageAlarms')} className={styles.settingsLink}>
            받을 알림과 방해 금지 시간 설정
          </AppLink>
        </p>
      )}
    </section>
  );
}

/** One notification: its kind, title and line, when, and whether she has read it. */
const AlarmRow = memo(function AlarmRow({ alarm: a, onOpen, now }: { alarm: Alarm; onOpen: (a: Alarm) => void; now: Date }) {
  const unread = a.readAt == null;
  const content = (
    <>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={kindIcon[a.kind] ?? 'bell'} size={20} />
      </span>
      <span className={styles.text}>
        <span className={styles.meta}>
          <span>{alarmKindLabel[a.kind].title}</span>
          <span suppressHydrationWarning>{relativeTime(a.createdAt, now)}</span>
        </span>
        <span className={styles.rowTitle}>
          {unread && <span className="visually-hidden">읽지 않음, </span>}
          {a.title}
        </span>
        {a.body && <span className={styles.body}>{a.body}</span>}
      </span>
      {unread && <span className={styles.dot} aria-hidden="true" />}
    </>
  );
  return a.link ? (
    // Up to twenty links to as many pages: none is worth prefetching.
    <AppLink href={a.link} prefetch={false} className={styles.row} data-unread={unread} data-testid="alarm-row" onClick={() => onOpen(a)}>
      {content}
    </AppLink>
  ) : (
    <button type="button" className={styles.row} data-unread={unread} data-testid="alarm-row" onClick={() => onOpen(a)}>
      {content}
    </button>
  );
});
