'use client';
import { clockNow, formatMonthDay, relativeTime, seoulDate, seoulToday, weekStart } from '@portal/contract/dates';
import { useEffect, useRef } from 'react';
import { inquiryKindLabels } from '@portal/contract/inquiries-labels';
import { allergenNames, mealKindLabels } from '@portal/contract/meals-labels';
import { NO_NEXT_PAGE } from '@portal/contract/paging';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AppLink } from '@/components/ui/app-link';
import { NewMark } from '@/components/ui/status-badge/new-mark';
import { calendarQuery, nextCounselingQuery } from '@/features/education/api/queries';
import { NextCounselingRows } from '@/features/education/components/next-counseling';
import { myInquiriesOfQuery } from '@/features/inquiries/api/queries';
import { allergiesQuery, mealWeekQuery } from '@/features/meals/api/queries';
import { noticeListQuery } from '@/features/notices/api/queries';
import { upcomingQuery } from '@/features/reservations/api/queries';
import { CancelBookingButton } from '@/features/reservations/components/cancel-button';
import { useReservationActions } from '@/features/reservations/components/use-actions';
import { pathOf } from '@/lib/routes';
import { countLabel, ddayLabel, hersOf, newestNotices, nextExams, todaysBookings } from './logic';
import { Block, Empty, statusOf } from './block';
import { ParentBlocks } from './parent-blocks';
import styles from './home.module.css';
import { useHydratingMark } from '@/components/ui/hydrating-mark';
import { useNow } from '@/lib/use-now';

/** What a student (or a parent, for the child `studentId`) sees of her day. */
type About = { studentId: number | undefined; enabled: boolean; isParent: boolean };

// A parent's own cards come with the rest, not as a chunk of their own: they are her first screen, and
// a lazy component inside this (itself lazily loaded) one was streamed after the page and moved into
// place above the other cards once the page showed (a layout shift of 0.18 on her home).
/** A student's cards; for a parent, her child's, after what waits for the parent herself. */
export function StudentBlocks({ child, ...about }: About & { child: { id: number; name: string } | undefined }) {
  // Its code loads after the page's: a tap on a card's button before then is held, not lost.
  const mark = useHydratingMark<HTMLDivElement>();
  return (
    <div className={styles.grid} {...mark}>
      <div className={styles.column}>
        {child && <ParentBlocks studentId={child.id} childName={child.name} />}
        <ExamCountdown {...about} />
        <TodayBookings {...about} />
        {!child && <NextCounseling {...about} />}
      </div>
      <div className={styles.column}>
        {child && <NextCounseling {...about} />}
        <TodayMeals {...about} />
        <NewestNotices />
        <OpenInquiries {...about} />
      </div>
    </div>
  );
}

function ExamCountdown({ studentId, enabled }: About) {
  const q = useQuery({ ...calendarQuery(studentId), enabled });
  const today = seoulToday();
  const next = q.data ? nextExams(q.data.results, today) : null;
  return (
    <Block id="dday" title="시험 D-day" href={pathOf('education')} status={statusOf(q)} onRetry={() => q.refetch()}>
      <ul className={styles.ddays}>
        {(
          [
            ['수능', next?.csat, '다음 수능 날짜는 아직 발표 전입니다'],
            ['모의고사', next?.mock, '예정된 모의고사가 없습니다'],
          ] as const
        ).map(([label, exam, none]) => (
          <li key={label} className={styles.dday}>
            <span className={styles.ddayLabel}>{label}</span>
            {exam ? (
              <>
                <strong className={styles.ddayValue}>{ddayLabel(exam.days)}</strong>
                {/* The date on a line of its own: beside the name it broke after "·" on a phone. */}
                <span className={styles.ddayWhat}>{formatMonthDay(exam.date)}</span>
                <span className={`${styles.ddayWhat} ${styles.ddayName}`}>{exam.name.replace(/^\d{4}학년도 /, '')}</span>
              </>
            ) : (
              <span className={styles.ddayWhat}>{none}</span>
            )}
          </li>
        ))}
      </ul>
    </Block>
  );
}

function TodayBookings({ studentId, enabled, isParent }: About) {
  const q = useQuery({ ...upcomingQuery(studentId), enabled });
  const list = q.data ? todaysBookings(q.data.results, seoulToday(), clockNow()) : [];
  // She cancels here as on 나의 예약: asked first, then a toast; her mother only reads.
  const { confirmCancel, busy } = useReservationActions();
  return (
    <Block
      id="bookings"
      title="오늘 예약"
      href={pathOf('reservationMy')}
      aside={q.data ? `${list.length}건` : undefined}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      {list.length === 0 ? (
        <Empty action={isParent ? undefined : { label: '시설 예약하기', href: pathOf('reservationComputer') }}>오늘 예약이 없습니다.</Empty>
      ) : (
        <ul className={styles.rows}>
          {list.map((r) => (
            <li key={r.id} className={styles.booking}>
              <span className={styles.bookingMain}>
                <span className={styles.time}>
                  {r.startTime} ~ {r.endTime}
                </span>
                <span className={styles.what}>
                  {r.facilityName}
                  {r.resourceLabel ? ` · ${r.resourceLabel}` : ''}
                </span>
              </span>
              {!isParent && r.cancellable && (
                <CancelBookingButton booking={r} onCancel={confirmCancel} disabled={busy} className={styles.rowButton} />
              )}
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function NextCounseling({ studentId, enabled, isParent }: About) {
  const q = useQuery({ ...nextCounselingQuery(studentId), enabled });
  return (
    <Block
      id="counseling"
      title="다음 상담"
      href={`${pathOf('education')}?tab=counseling`}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      <NextCounselingRows
        subjects={q.data?.subjects ?? []}
        empty={
          // Every subject 'when needed' (what a new student starts with, and a choice of its own): the
          // card said to set a cycle while the cycle page showed this one as chosen (an audit).
          isParent ? (
            <Empty>자녀의 상담 주기가 모든 과목 ‘필요할 때’입니다. 주기를 정하면 다음 상담 때가 여기에 보입니다.</Empty>
          ) : (
            <Empty action={{ label: '상담 주기 바꾸기', href: pathOf('mypageCounseling') }}>
              모든 과목이 ‘필요할 때’입니다. 주기를 정하면 다음 상담 때를 알려 드립니다.
            </Empty>
          )
        }
      />
    </Block>
  );
}

export function TodayMeals({ studentId, enabled }: About) {
  const week = useQuery(mealWeekQuery(undefined));
  const allergies = useQuery({ ...allergiesQuery(studentId), enabled });
  const today = seoulToday();
  // Held since before midnight from Sunday to Monday: last week's menu, which has no today. Read again
  // (loading meanwhile), not "no meals today"; once a day at most, or a phone whose clock is off would
  // ask again and again.
  const lastWeeks = week.data !== undefined && week.data.start !== weekStart(today);
  const askedOn = useRef('');
  useEffect(() => {
    if (!lastWeeks || askedOn.current === today) return;
    askedOn.current = today;
    void week.refetch();
  }, [lastWeeks, today, week]);
  const meals = week.data?.days.find((d) => d.date === today)?.meals ?? [];
  const hers = new Set(allergies.data?.allergens ?? []);
  return (
    <Block
      id="meals"
      title="오늘 식단"
      href={pathOf('meal')}
      // Last week's still held: its refetch failing is a failure (with 다시 시도), never "no meals today".
      status={lastWeeks && week.isFetching ? 'loading' : lastWeeks && week.isError ? 'failed' : statusOf(week)}
      onRetry={() => week.refetch()}
    >
      {meals.length === 0 ? (
        <Empty>오늘은 등록된 식단이 없습니다.</Empty>
      ) : (
        <ul className={styles.rows}>
          {meals.map((m) => (
            <li key={m.meal} className={styles.meal}>
              <span className={styles.time}>
                {mealKindLabels[m.meal]} <small>{week.data!.times[m.meal]}</small>
              </span>
              <span className={styles.dishes}>
                {m.dishes.map((d, i) => {
                  const warn = hersOf(d.allergens, hers);
                  return (
                    <span key={i} className={styles.dish} data-allergen={warn.length > 0 || undefined}>
                      {d.name}
                      {warn.length > 0 && <em className={styles.allergen}>{warn.map((n) => allergenNames[n]).join('·')} 주의</em>}
                    </span>
                  );
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

function NewestNotices() {
  const q = useInfiniteQuery(noticeListQuery());
  const list = newestNotices(q.data?.pages[0]?.results ?? [], 3);
  return (
    <Block id="notices" title="새 공지" href={pathOf('notice')} status={statusOf(q)} onRetry={() => q.refetch()}>
      {list.length === 0 ? (
        <Empty>아직 공지가 없습니다.</Empty>
      ) : (
        <ul className={styles.rows}>
          {list.map((n) => (
            <li key={n.id}>
              <AppLink href={`${pathOf('notice')}/${n.id}`} className={styles.linkRow}>
                <span className={styles.what}>{n.title}</span>
                {n.isNew && <NewMark />}
                {/* A class's notice says which (a parent of two sees both classes' notices under either child). */}
                <span className={styles.meta}>
                  {n.className && `${n.className} · `}
                  {formatMonthDay(seoulDate(n.publishAt))}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}

export function OpenInquiries({ studentId, enabled }: About) {
  // The open ones only: the first page of all of them missed an old open one below ten newer answered
  // ones, and the card said none waited (an audit).
  const q = useInfiniteQuery({ ...myInquiriesOfQuery(studentId, 'open'), enabled });
  const now = useNow();
  const first = q.data?.pages[0];
  const open = first?.results ?? [];
  const more = !!first && first.nextPageToken !== NO_NEXT_PAGE;
  return (
    <Block
      id="inquiries"
      title="답변을 기다리는 문의"
      href={pathOf('contactus')}
      aside={first ? countLabel(open.length, more) : undefined}
      status={statusOf(q)}
      onRetry={() => q.refetch()}
    >
      {open.length === 0 ? (
        <Empty>기다리는 문의가 없습니다.</Empty>
      ) : (
        <ul className={styles.rows}>
          {open.slice(0, 3).map((i) => (
            <li key={i.id} className={styles.row}>
              <span className={styles.tag}>{inquiryKindLabels[i.kind]}</span>
              <span className={styles.what}>{i.body}</span>
              <span className={styles.meta} suppressHydrationWarning>
                {relativeTime(i.createdAt, now)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Block>
  );
}
