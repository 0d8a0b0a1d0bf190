import { seoulToday } from '@portal/contract/dates';
import { HomePage } from './_home/home-page';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { calendarQuery, nextCounselingQuery } from '@/features/education/api/queries';
import { myInquiriesOfQuery, staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { allergiesQuery, mealWeekQuery } from '@/features/meals/api/queries';
import { noticeListQuery } from '@/features/notices/api/queries';
import { upcomingQuery } from '@/features/reservations/api/queries';
import { staffDayQuery } from '@/features/reservations/api/staff-queries';
import { staffQueueQuery, toConsentQuery } from '@/features/vacations/api/queries';
import { ordersQuery } from '@/features/contents/api/queries';
import { ownOrChild, serverChildren } from '@/lib/server-active-student';
import { Prefetch } from '@/lib/server-prefetch';
import { isStaffCategory } from '@/lib/routes';
import { serverSession } from '@/lib/server-session';
import { FirstSteps } from './staff/first-steps';

export default async function Home() {
  const session = await serverSession();
  // Her cards arrive filled: a student's own day, a parent's child's day and what waits for her, or
  // what waits for staff.
  return (
    <Prefetch
      queries={async (s) => {
        const category = s.user.category;
        if (isStaffCategory(category)) {
          const today = seoulToday();
          return [
            staffInquiriesQuery('open'),
            waitingRoomsQuery(),
            staffQueueQuery('decision'),
            ...(['computer', 'call', 'eym', 'study'] as const).map((f) => staffDayQuery(f, today)),
          ];
        }
        const shared = [noticeListQuery(), mealWeekQuery(undefined)];
        const children = category === 'parent' ? ((await serverChildren())?.results ?? []) : [];
        // Her own day; a parent's: her child's day (the child the page is drawn for), and what waits for her.
        return ownOrChild(
          (id) => [
            ...shared,
            calendarQuery(id),
            upcomingQuery(id),
            nextCounselingQuery(id),
            allergiesQuery(id),
            myInquiriesOfQuery(id, 'open'),
            ...(id === undefined ? [] : [toConsentQuery(id), ordersQuery('awaiting', id)]),
            // What waits for her about her other children (the home says so above her child's cards).
            ...children.filter((c) => c.id !== id).flatMap((c) => [toConsentQuery(c.id), ordersQuery('awaiting', c.id)]),
          ],
          shared,
        )(s);
      }}
    >
      {/* A new centre's admin lands here after her first sign-in: what to set up comes first. */}
      <HomePage
        firstSteps={session?.user?.category === 'admin' && session.accessToken ? <FirstSteps token={session.accessToken} /> : undefined}
      />
    </Prefetch>
  );
}
