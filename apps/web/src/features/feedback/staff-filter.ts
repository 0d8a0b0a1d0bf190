import { oneOf } from '@/lib/search-params';
import type { FeedbackFilter } from './api/queries';
import { staffFilters } from './messages';

/** A status of the staff list, as its address holds it (the list and its server page); apart from messages.ts, which the sender's page loads. */
export const isStaffFeedbackFilter = oneOf<FeedbackFilter>(staffFilters.map((f) => f.value));
