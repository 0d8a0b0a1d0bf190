import {
  closeDayInput,
  createReservationInput,
  createTemplatesInput,
  facilityDateParams,
  facilityDay,
  facilityDayQuery,
  facilityInfo,
  facilityParam,
  idempotencyKey,
  idParam,
  noShowInput,
  pageQuery,
  paged,
  reservationView,
  resourceInput,
  staffDay,
  staffFacility,
  studentQuery,
  updateFacilityInput,
  updateTemplateInput,
} from '@portal/contract';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import type { Router } from '../../http/route';
import type { ReservationsService } from './service';
import type { ReservationsStaffService } from './staff-service';

const STAFF = ['teacher', 'admin'] as const;
const ADMIN = ['admin'] as const;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKey.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success) throw new AppError('BAD_REQUEST', undefined, { 'Idempotency-Key': [parsed.error.issues[0]!.message] });
  return parsed.data;
}

export function reservationsRoutes(router: Router, service: ReservationsService, staff: ReservationsStaffService) {
  router.route({
    method: 'GET',
    url: '/reservations/facilities/',
    summary: '예약 시설과 이용 규칙',
    tag: 'reservations',
    access: 'signed-in',
    response: z.object({ results: z.array(facilityInfo) }),
    handler: async () => ({ results: await service.facilities() }),
  });
  router.route({
    method: 'GET',
    url: '/reservations/facilities/:facility/day/',
    summary: '시설의 하루: 시간대별 신청자 수와 정원, 내 예약, 마감 여부, 예약할 수 없는 이유 (전화는 시간 선택기 제한)',
    tag: 'reservations',
    access: ['student', 'parent', 'teacher', 'admin'],
    params: facilityParam,
    query: facilityDayQuery,
    response: facilityDay,
    handler: ({ caller, params, query }) => service.day(caller, params.facility, query),
  });
  router.route({
    method: 'POST',
    url: '/reservations/',
    summary: '예약하기 (같은 Idempotency-Key로 다시 보내면 같은 예약을 돌려줍니다)',
    tag: 'reservations',
    access: ['student'],
    body: createReservationInput,
    response: reservationView,
    status: 201,
    handler: async ({ caller, body, req, reply }) => {
      const { reservation, replayed } = await service.book(caller, body, idempotencyKeyOf(req.headers['idempotency-key']));
      if (replayed) reply.header('Idempotent-Replayed', 'true');
      return reservation;
    },
  });
  router.route({
    method: 'GET',
    url: '/reservations/upcoming/',
    summary: '다가오는 내 예약 (모든 시설)',
    tag: 'reservations',
    access: ['student', 'parent', 'teacher', 'admin'],
    query: studentQuery,
    response: z.object({ results: z.array(reservationView) }),
    handler: ({ caller, query }) => service.upcoming(caller, query.studentId),
  });
  router.route({
    method: 'GET',
    url: '/reservations/history/',
    summary: '예약 내역 (최근 순, 페이지)',
    tag: 'reservations',
    access: ['student', 'parent', 'teacher', 'admin'],
    query: pageQuery.extend(studentQuery.shape),
    response: paged(reservationView),
    handler: ({ caller, query }) => service.history(caller, query),
  });
  router.route({
    method: 'GET',
    url: '/reservations/:id/',
    summary: '예약 한 건',
    tag: 'reservations',
    access: ['student', 'parent', 'teacher', 'admin'],
    params: idParam,
    query: studentQuery,
    response: reservationView,
    handler: ({ caller, params, query }) => service.get(caller, params.id, query.studentId),
  });
  router.route({
    method: 'POST',
    url: '/reservations/:id/cancel/',
    summary: '예약 취소 (시작 전까지)',
    tag: 'reservations',
    access: ['student'],
    params: idParam,
    response: reservationView,
    handler: ({ caller, params }) => service.cancel(caller, params.id),
  });

  // Staff: teachers run the days (who booked, no-shows, closing); the admin sets the rules.
  router.route({
    method: 'GET',
    url: '/staff/reservations/facilities/',
    summary: '시설 설정: 좌석·부스, 요일별 시간대와 정원, 한도, 마감, 이용 규칙, 휴관일',
    tag: 'reservations-staff',
    access: STAFF,
    response: z.object({ results: z.array(staffFacility) }),
    handler: async () => ({ results: await staff.facilities() }),
  });
  router.route({
    method: 'PUT',
    url: '/staff/reservations/facilities/:facility/',
    summary: '시설 규칙 저장: 이름, 이용 규칙, 하루·주간 한도, 신청 마감, 통화 시간',
    tag: 'reservations-staff',
    access: ADMIN,
    params: facilityParam,
    body: updateFacilityInput,
    response: staffFacility,
    handler: ({ params, body }) => staff.updateFacility(params.facility, body),
  });
  router.route({
    method: 'POST',
    url: '/staff/reservations/facilities/:facility/resources/',
    summary: '좌석·부스 추가',
    tag: 'reservations-staff',
    access: ADMIN,
    params: facilityParam,
    body: resourceInput,
    response: staffFacility,
    status: 201,
    handler: ({ params, body }) => staff.addResource(params.facility, body),
  });
  router.route({
    method: 'PUT',
    url: '/staff/reservations/resources/:id/',
    summary: '좌석·부스 이름 변경, 사용 중지',
    tag: 'reservations-staff',
    access: ADMIN,
    params: idParam,
    body: resourceInput,
    response: staffFacility,
    handler: ({ params, body }) => staff.updateResource(params.id, body),
  });
  router.route({
    method: 'POST',
    url: '/staff/reservations/facilities/:facility/templates/',
    summary: '요일별 시간대 추가 (전화는 통화 가능 시간)',
    tag: 'reservations-staff',
    access: ADMIN,
    params: facilityParam,
    body: createTemplatesInput,
    response: staffFacility,
    status: 201,
    handler: ({ params, body }) => staff.addTemplates(params.facility, body),
  });
  router.route({
    method: 'PUT',
    url: '/staff/reservations/templates/:id/',
    summary: '시간대의 시간과 정원 변경 (시작 전 날짜에 적용)',
    tag: 'reservations-staff',
    access: ADMIN,
    params: idParam,
    body: updateTemplateInput,
    response: staffFacility,
    handler: ({ params, body }) => staff.updateTemplate(params.id, body),
  });
  router.route({
    method: 'DELETE',
    url: '/staff/reservations/templates/:id/',
    summary: '시간대 삭제 (남은 예약이 없을 때)',
    tag: 'reservations-staff',
    access: ADMIN,
    params: idParam,
    response: staffFacility,
    handler: ({ params }) => staff.deleteTemplate(params.id),
  });
  router.route({
    method: 'GET',
    url: '/staff/reservations/facilities/:facility/days/:date/',
    summary: '날짜별 예약자 명단',
    tag: 'reservations-staff',
    access: STAFF,
    params: facilityDateParams,
    response: staffDay,
    handler: ({ params }) => staff.day(params.facility, params.date),
  });
  router.route({
    method: 'PUT',
    url: '/staff/reservations/facilities/:facility/days/:date/closed/',
    summary: '휴관 지정 (시작 전 예약은 취소되고 학생에게 알림)',
    tag: 'reservations-staff',
    access: STAFF,
    params: facilityDateParams,
    body: closeDayInput,
    response: staffDay,
    handler: ({ caller, params, body }) => staff.closeDay(caller, params.facility, params.date, body.reason),
  });
  router.route({
    method: 'DELETE',
    url: '/staff/reservations/facilities/:facility/days/:date/closed/',
    summary: '휴관 해제',
    tag: 'reservations-staff',
    access: STAFF,
    params: facilityDateParams,
    response: staffDay,
    handler: ({ params }) => staff.reopenDay(params.facility, params.date),
  });
  router.route({
    method: 'POST',
    url: '/staff/reservations/bookings/:id/no-show/',
    summary: '노쇼 표시 또는 해제 (시작한 예약만)',
    tag: 'reservations-staff',
    access: STAFF,
    params: idParam,
    body: noShowInput,
    response: reservationView,
    handler: ({ caller, params, body }) => staff.markNoShow(caller, params.id, body.noShow),
  });
}
