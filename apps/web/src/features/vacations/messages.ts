import type { StaffVacationQueue, VacationStatus, VacationType } from '@portal/contract';
import type { StatusTone } from '@/components/ui/status-badge/status-badge';

export const vacationTypeLabel: Record<VacationType, string> = {
  regular: '정기휴가',
  outing: '외출',
  overnight: '외박',
  sick: '병가',
};

/** The four statuses people know (신청 / 승인 / 반려 / 복귀), and where a 신청 is waiting. */
export const vacationStatusLabel: Record<VacationStatus, { label: string; detail?: string; tone: StatusTone }> = {
  requested: { label: '신청', detail: '보호자 동의 대기', tone: 'info' },
  consented: { label: '신청', detail: '선생님 승인 대기', tone: 'info' },
  approved: { label: '승인', tone: 'success' },
  rejected: { label: '반려', tone: 'danger' },
  returned: { label: '복귀', tone: 'neutral' },
};

/** A 반려 that was her parent's: she did not consent, and no teacher was asked. */
export const DECLINED = {
  label: '반려',
  detail: '보호자 미동의',
  tone: 'danger',
} as const satisfies (typeof vacationStatusLabel)['rejected'];

export const staffQueueLabel: Record<StaffVacationQueue, { tab: string; empty: string }> = {
  decision: { tab: '승인 대기', empty: '승인을 기다리는 신청이 없습니다' },
  away: { tab: '복귀 확인', empty: '복귀를 기다리는 학생이 없습니다' },
  consent: { tab: '보호자 동의 대기', empty: '보호자 동의를 기다리는 신청이 없습니다' },
};

export { fileSizeLabel } from '@/lib/file-size';
