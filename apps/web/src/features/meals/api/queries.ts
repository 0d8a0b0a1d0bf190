import { mealsEndpoints as meals } from '@portal/contract/endpoints/meals';
import type { EndpointBody } from '@portal/contract/endpoint';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery, pathKey } from '@/lib/endpoints';

/** A week's meals; `week` undefined is this week (what the server prefetches). */
export const mealWeekQuery = (week: string | undefined) => endpointQuery(meals.week, { query: { week } });
export const myMealFeedbackQuery = (week: string | undefined) => endpointQuery(meals.myFeedback, { query: { week } });
export const allergiesQuery = (studentId: number | undefined) => endpointQuery(meals.allergies, { query: { studentId } });
export const mealFeedbackSummaryQuery = (week: string | undefined) => endpointQuery(meals.feedbackSummary, { query: { week } });

export const useMealWeek = (week: string | undefined) => useQuery({ ...mealWeekQuery(week), placeholderData: (previous) => previous });
export const useMyMealFeedback = (week: string | undefined, enabled: boolean) => useQuery({ ...myMealFeedbackQuery(week), enabled });
export const useAllergies = (studentId: number | undefined, enabled: boolean) => useQuery({ ...allergiesQuery(studentId), enabled });
export const useMealFeedbackSummary = (week: string | undefined) =>
  useQuery({ ...mealFeedbackSummaryQuery(week), placeholderData: (previous) => previous });

export function useRateMeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof meals.rate>) => callEndpoint(meals.rate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: pathKey(meals.myFeedback.path) }),
  });
}

export function useSaveAllergies() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof meals.saveAllergies>) => callEndpoint(meals.saveAllergies, { body }),
    onSuccess: (saved) => client.setQueryData(endpointKey(meals.allergies, { query: {} }), saved),
  });
}

/** Staff writes answer the week; every cached week is refreshed. */
function useStaffWrite<T, R>(fn: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // After a refusal too: one for a meal someone else saved meanwhile brings that meal in.
    onSettled: () => client.invalidateQueries({ queryKey: pathKey(meals.week.path) }),
  });
}

export const useSaveMeal = () =>
  useStaffWrite((input: { date: string; meal: 'breakfast' | 'lunch' | 'dinner'; body: EndpointBody<typeof meals.saveMeal> }) =>
    callEndpoint(meals.saveMeal, { params: { date: input.date, meal: input.meal }, body: input.body }),
  );

export const usePasteWeek = () => useStaffWrite((body: EndpointBody<typeof meals.pasteWeek>) => callEndpoint(meals.pasteWeek, { body }));

export const useSaveMealTimes = () =>
  useStaffWrite((body: EndpointBody<typeof meals.saveTimes>) => callEndpoint(meals.saveTimes, { body }));
