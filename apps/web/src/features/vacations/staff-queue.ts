import type { StaffVacationQueue } from '@portal/contract';
import { staffVacationQueues } from '@portal/contract/vacations-labels';
import { oneOf } from '@/lib/search-params';

/** A list of /staff/vacations, as its address holds it (the page and its server page); apart from messages.ts, which the family's pages load. */
export const isStaffVacationQueue = oneOf<StaffVacationQueue>(staffVacationQueues);
