'use client';
import { familyEndpoints } from '@portal/contract/endpoints/family';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/lib/session';
import { useCallback, useSyncExternalStore } from 'react';
import { endpointQuery } from './endpoints';

const KEY = 'portal.activeStudent';
const listeners = new Set<() => void>();

function read(): number | null {
  try {
    const v = Number(localStorage.getItem(KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
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

export const childrenQuery = () =>
  queryOptions({ ...endpointQuery(familyEndpoints.children, {}, ['accounts', 'children']), staleTime: 5 * 60_000 });

/**
 * The student the screens show: a student herself; for a parent, the child she picked in the
 * switcher (remembered on this device, shared by every tab). `studentId` is what to send as
 * `?studentId=` (undefined for a student); `ready` is false until a parent's child is known.
 */
export function useActiveStudent() {
  const { data: session } = useSession();
  const isParent = session?.user.category === 'parent';
  const { data, isError } = useQuery({ ...childrenQuery(), enabled: isParent });
  const stored = useSyncExternalStore(subscribe, read, () => null);
  const students = data?.results ?? [];
  const active = isParent ? (students.find((s) => s.id === stored) ?? students[0]) : undefined;
  const setActiveStudent = useCallback((id: number) => {
    try {
      localStorage.setItem(KEY, String(id));
    } catch {
      /* private mode: the choice lasts until reload */
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
