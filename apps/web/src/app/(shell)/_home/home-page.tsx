'use client';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { Icon } from '@/components/layout/icons';
import { lazyComponent } from '@/components/ui/lazy';
import { categoryLabel } from '@/features/accounts/messages';
import { useActiveStudent } from '@/lib/active-student';
import { childrenQuery } from '@/lib/children-query';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';
import { isStaffCategory, pathOf } from '@/lib/routes';
import { Empty } from './block';
import { useSeoulDay } from '@/lib/seoul-day';
import styles from './home.module.css';
// The cards' code loads after the page's, but the server draws them in its HTML: the styles they use
// from elsewhere come with the page's own CSS (in its head), or they would show unstyled until then.
import '@/components/ui/button.module.css';
import '@/features/education/components/next-counseling.module.css';

// The cards come rendered in the server's HTML (their data prefetched) and are links without script;
// their code (the endpoints of five domains) loads beside the page's own, so the home stays light.
// Staff are few: theirs is a chunk of its own (a parent's cards come with her child's). Each is one
// Suspense boundary, which React sends in place only while the page's HTML before it stays under its
// 12,800-byte chunk (past it, the boundary is streamed after the page and moved in a frame later): the
// shell keeps well under it (the side bar is drawn in the browser), and e2e/home.spec checks a parent's.
const StudentBlocks = lazyComponent(() => import('./student-blocks').then((m) => m.StudentBlocks));
const StaffBlocks = lazyComponent(() => import('./staff-blocks').then((m) => m.StaffBlocks));

/** Home: her day at a glance, each card the way into its page. */
export function HomePage({ firstSteps }: { firstSteps?: ReactNode }) {
  const profile = useProfile();
  const { data: session } = useSession();
  // Once the profile's query has failed, TanStack drops its placeholder: the session's copy stays (the
  // home went blank while the API was down, a bad-day audit).
  const me = profile.data ?? (session ? { ...session.user, status: 'faild' as const } : undefined);
  const { isError } = profile;
  const isPlaceholderData = profile.isPlaceholderData || !profile.data;
  const { isParent, studentId, ready, noChildren, activeStudent, isError: childrenFailed } = useActiveStudent();
  const client = useQueryClient();
  const day = useSeoulDay();
  if (!me) return null;
  const staff = isStaffCategory(me.category);
  const about = { studentId, enabled: ready && !noChildren, isParent };
  return (
    <div className={styles.page}>
      <section className={styles.hello} aria-labelledby="home-greeting" data-state={isPlaceholderData ? 'cached' : 'fresh'}>
        <p className={styles.category}>{categoryLabel[me.category]}</p>
        <h1 id="home-greeting" className={styles.greeting}>
          {me.name}님, 안녕하세요
        </h1>
        {isParent && activeStudent && <p className={styles.viewing}>{activeStudent.name} 학생의 오늘 일정입니다.</p>}
        <ul className={styles.badges} aria-label="새 소식">
          <li>
            <AppLink href={pathOf('alarms')} className={styles.badge} data-on={me.bedge.alarm} data-testid="home-alarm-count">
              <Icon name="bell" />
              <span>새 알림</span>
              <strong>{me.bedge.alarm_count}건</strong>
            </AppLink>
          </li>
          <li>
            <AppLink href={staff ? `${pathOf('staffChat')}?tab=open` : pathOf('chat')} className={styles.badge} data-on={me.bedge.chat}>
              <Icon name="chat" />
              <span>새 채팅</span>
              <strong data-testid="home-chat-count">{me.bedge.chat_count}건</strong>
            </AppLink>
          </li>
        </ul>
        {isError && <p className={styles.note}>최신 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>}
      </section>
      {firstSteps}
      {staff ? (
        <StaffBlocks key={day} />
      ) : noChildren ? (
        <section className={styles.block}>
          <Empty>연결된 자녀가 없습니다. 학원에 자녀 연결을 요청해 주세요.</Empty>
        </section>
      ) : isParent && !ready && childrenFailed ? (
        // Her children could not be read: said, with 다시 시도 (every card waited for a child for good: an audit).
        <section className={styles.block}>
          <div className={styles.failed} role="alert">
            <p>자녀 정보를 불러오지 못했습니다.</p>
            <button
              type="button"
              className={styles.retry}
              onClick={() => void client.refetchQueries({ queryKey: childrenQuery().queryKey })}
            >
              다시 시도
            </button>
          </div>
        </section>
      ) : (
        <StudentBlocks key={day} {...about} child={isParent ? activeStudent : undefined} />
      )}
    </div>
  );
}
