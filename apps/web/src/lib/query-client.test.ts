// @vitest-environment node
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { makeQueryClient } from './query-client';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the query client', () => {
  it('asks again what is on screen when a change is refused as stale (409, 404), not for other refusals', async () => {
    const client = makeQueryClient();
    let asked = 0;
    new QueryObserver(client, { queryKey: ['vacations', 'list'], queryFn: async () => ++asked }).subscribe(() => {});
    await settle();
    expect(asked).toBe(1);

    const refuse = (error: Error) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => Promise.reject(error), retry: false })
        .execute(undefined)
        .catch(() => undefined);
    await refuse(new ApiError(409, 'VACATION_NOT_WAITING_CONSENT', '보호자 동의를 기다리는 신청이 아닙니다.'));
    await settle();
    expect(asked).toBe(2);
    await refuse(new ApiError(404, 'NOT_FOUND', '요청한 내용을 찾을 수 없습니다.'));
    await settle();
    expect(asked).toBe(3);
    // A field she got wrong changes nothing on screen.
    await refuse(new ApiError(400, 'BAD_REQUEST', '입력한 내용을 확인해 주세요.'));
    await settle();
    expect(asked).toBe(3);
  });
});
