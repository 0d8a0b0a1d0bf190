import type { FeedbackStatus } from '@portal/contract/feedback-labels';
import { feedbackEndpoints as feedback } from '@portal/contract/endpoints/feedback';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, once, pagedQuery } from '@/lib/endpoints';

const PAGE_SIZE = 10;

/** A state, or every one (open first). */
export type FeedbackFilter = FeedbackStatus | 'all';

export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: () => [...feedbackKeys.all, 'mine'] as const,
  staff: (status: FeedbackFilter) => [...feedbackKeys.all, 'staff', status] as const,
};

export const myFeedbackQuery = () => pagedQuery(feedback.mine, { query: { pageSize: PAGE_SIZE } }, feedbackKeys.mine());
export const useMyFeedback = () => useInfiniteQuery(myFeedbackQuery());

export const staffFeedbackQuery = (status: FeedbackFilter) =>
  pagedQuery(
    feedback.staffList,
    { query: { pageSize: PAGE_SIZE, status: status === 'all' ? undefined : status } },
    feedbackKeys.staff(status),
  );
export const useStaffFeedback = (status: FeedbackFilter) => useInfiniteQuery(staffFeedbackQuery(status));

function useFeedbackMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: feedbackKeys.all }) });
}

export const useSendFeedback = () =>
  useFeedbackMutation(({ body, key }: { body: EndpointBody<typeof feedback.send>; key: string }) =>
    callEndpoint(feedback.send, { body }, once(key)),
  );

export const useAnswerFeedback = () =>
  useFeedbackMutation(({ id, answer }: { id: number; answer: string }) =>
    callEndpoint(feedback.answer, { params: { id }, body: { answer } }),
  );

export const useCloseFeedback = () => useFeedbackMutation((id: number) => callEndpoint(feedback.close, { params: { id } }));
