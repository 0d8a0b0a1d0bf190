'use client';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states/empty-state';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ApiError } from '@/lib/api-client';

/**
 * Loading, failure and empty states of a page or section, drawn by the kit (skeleton, error with
 * 다시 시도, empty state); `children` is the Korean message.
 */
export function Status({ kind, children, onRetry }: { kind: 'loading' | 'error' | 'empty'; children?: ReactNode; onRetry?: () => void }) {
  if (kind === 'loading') return <Skeleton label={typeof children === 'string' ? children : undefined} />;
  if (kind === 'error') return <ErrorState onRetry={onRetry}>{children}</ErrorState>;
  return <EmptyState icon="document" title={children} />;
}

/** What a failed load says: the server's Korean message, or a general one. */
export const loadErrorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 404 ? '찾을 수 없는 기록입니다.' : error instanceof ApiError ? error.message : fallback;
