'use client';
import { useSession } from '@/lib/session';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useActiveStudent } from '@/lib/active-student';

/**
 * Who is looking and at whom: a student at herself (`sid` undefined), a parent at the child picked
 * in the header's switcher. Screens wait for `ready` before they ask anything.
 */
export function useViewer() {
  const { data: session } = useSession();
  const category = session?.user.category;
  const active = useActiveStudent();
  return {
    category,
    isStudent: category === 'student',
    isParent: category === 'parent',
    isStaff: category === 'teacher' || category === 'admin',
    sid: active.studentId,
    ready: !!category && active.ready && !(category === 'parent' && !active.studentId),
    noChildren: active.noChildren,
    /** A parent with more than one child: a record not found may be her other child's. */
    hasOtherChild: category === 'parent' && active.students.length > 1,
    studentName: category === 'parent' ? active.activeStudent?.name : session?.user.name,
  };
}

/**
 * A detail page belongs to one child: when a parent switches to another child there, go back to the
 * list (which then shows the new child's records). Unless the record was not found for the child
 * picked (`notFound`): a link to her other child's record, opened with this one picked, is what she
 * switches for, so the page stays and asks again for the child she picks (a links audit).
 */
export function useLeaveOnStudentSwitch(sid: number | undefined, ready: boolean, to: string, notFound = false) {
  const router = useRouter();
  const first = useRef<number | 'self' | null>(null);
  const missing = useRef(notFound);
  useEffect(() => {
    if (!ready) return;
    const now = sid ?? 'self';
    if (first.current === null || missing.current) first.current = now;
    else if (first.current !== now) router.replace(to);
  }, [sid, ready, to, router]);
  // After the check above: at the switch it still reads what the page showed before it.
  useEffect(() => {
    missing.current = notFound;
  });
}
