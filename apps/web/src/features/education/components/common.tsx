'use client';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/states/empty-state';
import { documentIcon } from '@/components/ui/states/empty-icons/document';
import { lostIcon } from '@/components/ui/states/empty-icons/lost';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { ApiError } from '@/lib/api-client';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Loading, failure and empty states of a page or section, drawn by the kit (skeleton, error with
 * 다시 시도, empty state); `children` is the Korean message. A record that is not there (`error` a
 * 404) is a dead end 다시 시도 cannot help: it is drawn without it.
 */
export function Status({
  kind,
  children,
  onRetry,
  error,
}: {
  kind: 'loading' | 'error' | 'empty';
  children?: ReactNode;
  onRetry?: () => void;
  error?: unknown;
}) {
  if (kind === 'loading') return <Skeleton label={typeof children === 'string' ? children : undefined} />;
  if (kind === 'error' && isNotFound(error)) return <EmptyState icon={lostIcon} headingLevel={1} title={children} />;
  if (kind === 'error') return <ErrorState onRetry={onRetry}>{children}</ErrorState>;
  return <EmptyState icon={documentIcon} title={children} />;
}

/**
 * What a failed load says: the server's Korean message, or a general one. A parent of two reads where
 * the record may be: her other child's (a link opened with the other child picked). A parent of one
 * has no other child to switch to (she was told to, an audit).
 */
export const loadErrorText = (error: unknown, fallback: string, hasOtherChild = false) =>
  isNotFound(error)
    ? hasOtherChild
      ? '선택한 자녀의 기록에서 찾을 수 없습니다. 다른 자녀의 기록이라면 위에서 자녀를 바꿔 주세요.'
      : '찾을 수 없는 기록입니다.'
    : error instanceof ApiError
      ? error.message
      : fallback;
