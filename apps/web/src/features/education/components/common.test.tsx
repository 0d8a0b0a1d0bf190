import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loadErrorText, Status } from './common';

describe('a record that failed to load', () => {
  it('offers 다시 시도 when asking again may help', () => {
    const retry = vi.fn();
    const error = new ApiError(503, 'UNAVAILABLE', '잠시 후 다시 시도해 주세요.');
    render(
      <Status kind="error" error={error} onRetry={retry}>
        {loadErrorText(error, '성적을 불러오지 못했습니다.')}
      </Status>,
    );
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });

  it('is a dead end without 다시 시도 when it is not there, and tells a parent to look at her other child', () => {
    const error = new ApiError(404, 'NOT_FOUND', '찾을 수 없습니다.');
    render(
      <Status kind="error" error={error} onRetry={() => {}}>
        {loadErrorText(error, '성적을 불러오지 못했습니다.', true)}
      </Status>,
    );
    expect(screen.getByText(/다른 자녀의 기록이라면 위에서 자녀를 바꿔 주세요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
    expect(loadErrorText(error, '성적을 불러오지 못했습니다.')).toBe('찾을 수 없는 기록입니다.');
  });
});
