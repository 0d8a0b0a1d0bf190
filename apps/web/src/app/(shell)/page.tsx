import { seoulToday } from '@portal/contract/dates';
import { HomePage } from './_home/home-page';
import { waitingRoomsQuery } from '@/features/chat/api/queries';
import { calendarQuery } from '@/features/education/api/queries';
import { myInquiriesQuery, staffInquiriesQuery } from '@/features/inquiries/api/queries';
import { allergiesQuery, mealWeekQuery } from '@/features/meals/api/queries';
import { noticeListQuery } from '@/features/notices/api/queries';
import { staffDayQuery, upcomingQuery } from '@/features/reservations/api/queries';
import { staffQueueQuery } from '@/features/vacations/api/queries';
import { Prefetch } from '@/lib/server-prefetch';
import { isStaffCategory } from '@/lib/routes';

export default function Home() {
  // Her cards arrive filled: a student's own day, or what waits for staff. A parent's child is
  // picked on this device, so only the cards that do not depend on it come with the page.
  return (
    <Prefetch
      queries={(s) => {
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
        if (category !== 'student') return shared;
        return [...shared, calendarQuery(undefined), upcomingQuery(undefined), allergiesQuery(undefined), myInquiriesQuery(undefined)];
      }}
    >
      <HomePage />
    </Prefetch>
  );
}
