'use client';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useCallback, useSyncExternalStore } from 'react';
import { ACTIVE_STUDENT_COOKIE, parseActiveStudent } from './active-student-cookie';
import { childrenQuery } from './children-query';

/** Written on every change so that the other tabs hear of it (a cookie change fires no event). */
const KEY = 'portal.activeStudent';
const listeners = new Set<() => void>();

function read(): number | null {
  const found = document.cookie.split('; ').find((c) => c.startsWith(`${ACTIVE_STUDENT_COOKIE}=`));
  return parseActiveStudent(found?.slice(ACTIVE_STUDENT_COOKIE.length + 1));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The student the screens show: a student herself; for a parent, the child she picked in the
 * switcher (remembered on this device in a cookie the server reads too, shared by every tab). `studentId` is what to send as
 * `?studentId=` (undefined for a student); `ready` is false until a parent's child is known.
 */
export function useActiveStudent() {
  const { data: session } = useSession();
  const isParent = session?.user.category === 'parent';
  const { data, isError } = useQuery({ ...childrenQuery(), enabled: isParent });
  // The server drew the page for the child in the cookie it was sent (app/layout.tsx): so does hydration.
  const stored = useSyncExternalStore(subscribe, read, () => session?.activeStudent ?? null);
  const students = data?.results ?? [];
  const active = isParent ? (students.find((s) => s.id === stored) ?? students[0]) : undefined;
  const setActiveStudent = useCallback((id: number) => {
    document.cookie = `${ACTIVE_STUDENT_COOKIE}=${id}; path=/; max-age=31536000; samesite=lax`;
    try {
      localStorage.setItem(KEY, String(id));
    } catch {
      /* private mode: the other tabs follow at their next reload */
    }
    listeners.forEach((l) => l());
  }, []);
  return {
    isParent,
    students,
    activeStudent: active,
    studentId: active?.id,
    ready: !isParent || !!active,
    noChildren: isParent && !!data && students.length === 0,
    isError,
    setActiveStudent,
  };
}
