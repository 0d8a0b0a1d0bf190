import type { AlarmKind } from '@portal/contract';

export const alarmKindLabel: Record<AlarmKind, { title: string; hint: string }> = {
  reservation: { title: '시설 예약', hint: '예약 확정, 취소, 시작 알림' },
  counseling: { title: '상담', hint: '새 상담 기록과 상담 일정' },
  notice: { title: '공지사항', hint: '학원의 새 공지' },
  vacation: { title: '휴가·외출', hint: '신청, 동의, 승인 결과' },
  chat: { title: '채팅', hint: '새 메시지와 선생님을 기다리는 대화' },
  // One kind for questions and requests answered by staff, both ways (a stored setting per kind).
  inquiry: { title: '문의·요청', hint: '새 문의와 답변, 사이트 허용 요청의 결과' },
  contents: { title: '콘텐츠', hint: '구매, 결제 요청, 취소' },
};
