import type { InquiryStatus } from '@portal/contract/inquiries-labels';
import { oneOf } from '@/lib/search-params';
import { staffFilters } from './messages';

/**
 * A status of the staff inbox, as its address holds it (the inbox and its server page). A module of its
 * own: in messages.ts it rode into the asker's pages too (/contactus/new, 312 B over its budget).
 */
export const isStaffInquiryStatus = oneOf<InquiryStatus>(staffFilters.map((f) => f.value));
