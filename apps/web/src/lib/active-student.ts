'use client';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useSession } from '@/lib/session';
import { useSyncExternalStore } from 'react';
import { ACTIVE_STUDENT_COOKIE, chooseStudent } from './active-student-cookie';
import { childrenQuery } from './children-query';

/**
 * `STUDENT_PARAM` of `@portal/contract/alarms-labels`, written here because that module would add to
 * every page that shows a child (/reservation/call is at its budget); the test builds its links with
 * the contract's `linkForStudent`, so the two cannot drift apart. The child switcher (loaded lazily,
 * for parents only) makes a followed link her choice and takes it off the address.
 */
const STUDENT_PARAM = 'student';
const listeners = new Set<() => void>();

/** The remembered choice, from the cookie the server reads too (lib/active-student-cookie.ts). */
function read(): number | null {
  // The name is ACTIVE_STUDENT_COOKIE's, written out: a pattern built at run time costs the first load more (the tests set it by the constant).
  const found = /(?:^|; )portal_child=(\d+)/.exec(document.cookie);
  return found ? Number(found[1]) : null;
}

function store(id: number) {
  // SameSite is left to the browser's default (Lax): nothing but the choice of a child is in it.
  document.cookie = `${ACTIVE_STUDENT_COOKIE}=${id}; path=/; max-age=31536000`;
  listeners.forEach((l) => l());
}

/** This tab's pickers, and a return to this tab (another may have picked a child meanwhile: a cookie change fires no event). */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('focus', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('focus', listener);
  };
}

/**
 * The student the screens show: a student herself; for a parent, the child a link names
 * (`?student=`), else the one she picked in the switcher (remembered on this device in a cookie the
 * server reads too; another tab follows when she returns to it), else her first. `studentId` is what to send as
 * `?studentId=` (undefined for a student); `ready` is false until a parent's child is known.
 */
export function useActiveStudent() {
  const { data: session } = useSession();
  const isParent = session?.user.category === 'parent';
  const { data, isError } = useQuery({ ...childrenQuery(), enabled: isParent, initialData: session?.parentChildren });
  // The server drew the page for the child in the cookie it was sent (app/layout.tsx): so does hydration.
  // The same null as `read` when there is no cookie: a server snapshot that differed from the browser's
  // (undefined against null) would re-render every screen that shows a child synchronously after hydration.
  const stored = useSyncExternalStore(subscribe, read, () => session?.activeStudent ?? null);
  // Anything but a child's id (absent: 0, garbled: NaN) names none of hers.
  const linked = Number(useSearchParams()?.get(STUDENT_PARAM));
  const students = data?.results ?? [];
  const active = isParent ? chooseStudent(students, linked, stored) : undefined;
  return {
    isParent,
    students,
    activeStudent: active,
    studentId: active?.id,
    ready: !isParent || !!active,
    noChildren: isParent && !!data && students.length === 0,
    isError,
    // A module function: the same on every render.
    setActiveStudent: store,
  };
}
