'use client';
import type { FacilityId } from '@portal/contract';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { useStaffFacilities } from '../api/staff-queries';
import { PeriodsForm } from './staff-settings/periods-form';
import { RulesForm } from './staff-settings/rules-form';
import { SeatsForm } from './staff-settings/seats-form';
import styles from './staff.module.css';

/**
 * The admin's settings of one facility, in three forms (each in `staff-settings/`): the rules (text,
 * quotas, cut-off), the weekly periods, the seats or booths.
 */
export function FacilitySettings({ facility }: { facility: FacilityId }) {
  const { data, isError, refetch } = useStaffFacilities();
  const f = data?.results.find((x) => x.id === facility);
  if (!f)
    return isError ? (
      <ErrorState onRetry={() => refetch()}>설정을 불러오지 못했습니다.</ErrorState>
    ) : (
      <Skeleton rows={3} label="설정을 불러오는 중입니다" />
    );
  return (
    <div className={styles.board}>
      <RulesForm key={`${f.id}-rules`} facility={f} />
      <PeriodsForm key={`${f.id}-templates`} facility={f} />
      <SeatsForm key={`${f.id}-resources`} facility={f} />
    </div>
  );
}
