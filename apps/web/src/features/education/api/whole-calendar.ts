import { educationEndpoints as education } from '@portal/contract/endpoints/education';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoints';
import { educationKeys } from './queries';

// Its own module: only the entry's first step reads it (kept in queries.ts, it rode on every page of
// the feature, /mypage/goals past its budget).

/**
 * Every exam of the calendar, page after page, for the entry's first step: the exams she may enter
 * are the held ones, the oldest of which fell past the first 100 (newest first) once the calendar
 * ran two years ahead (an audit).
 */
export const useWholeCalendar = (enabled: boolean) =>
  useQuery({
    queryKey: [...educationKeys.calendar(undefined), 'whole'],
    queryFn: async ({ signal }) => {
      const first = await callEndpoint(education.examCalendar, { query: { pageSize: 100 } }, { signal });
      const results = [...first.results];
      for (let token = first.nextPageToken; token !== -1 && results.length < 1_000;) {
        const page = await callEndpoint(education.examCalendar, { query: { pageSize: 100, pageToken: token } }, { signal });
        results.push(...page.results);
        token = page.nextPageToken;
      }
      return { results, nextPageToken: -1 };
    },
    enabled,
  });
