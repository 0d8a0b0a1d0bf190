import type { FacilityId } from '@portal/contract';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { staffOrdersQuery } from '@/features/contents/api/staff-queries';
import { staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { staffFirewallQuery } from '@/features/security/api/queries';
import { staffQueueQuery } from '@/features/vacations/api/queries';

// Not a client module: the server page calls these for its prefetch, the tiles use the same options.
export const FACILITIES: readonly FacilityId[] = ['computer', 'call', 'eym', 'study'];

/** The queries the tiles ask, for the server's prefetch (same options, same keys). */
export const waitingQueries = (today: string) => [
  staffInquiriesQuery('open'),
  staffQueueQuery('decision'),
  staffFirewallQuery(),
  staffOrdersQuery('cancel_requested'),
  waitingRoomsQuery(),
  ...FACILITIES.map((f) => staffDayQuery(f, today)),
];
