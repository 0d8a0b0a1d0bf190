'use client';
import { STUDENT_PARAM } from '@portal/contract/alarms-labels';
import { usePathname, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { SegmentedRadio } from '@/components/ui/radio-group/segmented-radio';
import { showToast } from '@/components/ui/toast/toast-store';
import { useActiveStudent } from '@/lib/active-student';
import { childrenQuery } from '@/lib/children-query';
import styles from './child-switcher.module.css';

/**
 * For a parent: which child every screen shows. Hidden for everyone else, and for one child.
 * A link naming one of her children (`?student=`, an alarm about her) already shows that child
 * (`useActiveStudent`); here it becomes her choice and leaves the address, so the switcher decides
 * again from there. Done here, not in the hook, because this code loads for parents only.
 */
/**
 * Screens that are not about one child: one room or inquiry already names its child, and her own
 * settings, alarms, notices and help are hers whichever child is chosen. The switcher would change
 * nothing there but its own highlight (an audit: 김하린 chosen over 김서아's chat room).
 */
const NOT_ABOUT_A_CHILD = /^\/(?:(?:chat|contactus)\/\d+|mypage\/(?:alarms|change-password|security)|alarms|help|services)(?:\/|$)/;

/**
 * Takes `?student=` off the address. Without Next's own marks in the state, so its router hears the new
 * address (useSearchParams); it copies them back. Anything else of the entry (the back guard's mark) is kept.
 */
function dropLinkedStudent() {
  const url = new URL(window.location.href);
  url.searchParams.delete(STUDENT_PARAM);
  window.history.replaceState({ ...window.history.state, __NA: undefined, _N: undefined }, '', url);
}

export function ChildSwitcher() {
  const { isParent, students, activeStudent, setActiveStudent } = useActiveStudent();
  const linked = Number(useSearchParams()?.get(STUDENT_PARAM)) || null;
  const followed = isParent && activeStudent?.id === linked ? linked : null;
  useEffect(() => {
    if (!followed) return;
    setActiveStudent(followed);
    dropLinkedStudent();
  }, [followed, setActiveStudent]);
  // A link naming a child not among hers as known here: asked again first (a child linked since the page
  // was loaded, whose alarm she tapped, is followed then); still not hers (an old alarm's, her link to
  // that child since removed), her own child shows and she is told why, where the page is about a child.
  const here = usePathname() ?? '/';
  const unknown = isParent && linked && students.length > 0 && !students.some((s) => s.id === linked) ? linked : null;
  const shown = activeStudent?.name;
  const queryClient = useQueryClient();
  // Offline, asked again once the phone is back online (it was left until she went elsewhere: an audit).
  const [asked, askAgain] = useState(0);
  useEffect(() => {
    if (!unknown) return;
    let stopped = false;
    const online = () => askAgain((n) => n + 1);
    void queryClient
      .fetchQuery({ ...childrenQuery(), staleTime: 0 })
      .then((fresh) => fresh.results.some((s) => s.id === unknown))
      // Not known now (offline): the link stays, to be followed or told of once her children are read.
      .catch(() => null)
      .then((hers) => {
        if (stopped) return;
        if (hers === null) window.addEventListener('online', online, { once: true });
        if (hers !== false) return;
        if (!NOT_ABOUT_A_CHILD.test(here))
          showToast({
            status: 'failed',
            title: '연결된 자녀가 아니에요.',
            ...(shown ? { description: `${shown} 학생의 화면을 보여 드려요.` } : {}),
          });
        dropLinkedStudent();
      });
    return () => {
      stopped = true;
      window.removeEventListener('online', online);
    };
  }, [unknown, shown, here, queryClient, asked]);
  // The tapped child is highlighted at once, and the page for her (every card, its requests) drawn after
  // that paint, not in the tap's task: a parent's tap held the screen a quarter of a second on a cheap
  // phone (an audit, 6x CPU).
  const [tapped, setTapped] = useState<number>();
  useEffect(() => {
    setTapped(undefined);
  }, [activeStudent?.id]);
  const choose = (id: number) => {
    setTapped(id);
    requestAnimationFrame(() => setTimeout(() => setActiveStudent(id)));
  };
  // The server draws it; its code comes after the page's. A tap in between was lost (김하린 stayed
  // unchosen, a flaky end-to-end run): held by the early-taps script until this code answers.
  const mark = useHydratingMark<HTMLDivElement>();
  if (!isParent || students.length < 2 || NOT_ABOUT_A_CHILD.test(here)) return null;
  return (
    <div {...mark} className={styles.switcher}>
      <SegmentedRadio
        label="자녀 선택"
        options={students.map((s) => ({ value: s.id, label: s.name }))}
        value={tapped ?? activeStudent?.id}
        onChange={choose}
      />
    </div>
  );
}
