'use client';
import type { ResourceInput, StaffFacility } from '@portal/contract';
import { reservationsStaffEndpoints } from '@portal/contract/endpoints/reservations-staff';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { useForm } from '@/components/ui/form/use-form';
import { useStaffAction } from '../../api/staff-queries';
import { failed } from '../staff-helpers';
import styles from '../staff.module.css';

/** The seats (or booths) of a facility, each switched on or off, and a form to add one. */
export function SeatsForm({ facility }: { facility: StaffFacility }) {
  const action = useStaffAction();
  const noun = facility.kind === 'booths' ? '부스' : '좌석';
  const nounObject = facility.kind === 'booths' ? '부스를' : '좌석을';
  const form = useForm<{ label: string }, ResourceInput>({
    draftKey: `facility-seats:${facility.id}`,
    idPrefix: `${facility.id}-resource`,
    initial: { label: '' },
    schema: reservationsStaffEndpoints.addResource,
    submit: async (input) => {
      await action.mutateAsync({ kind: 'addResource', facility: facility.id, input: { label: input.label } });
      return { label: '' };
    },
    success: { title: `${nounObject} 추가했습니다.`, as: 'toast' },
  });

  return (
    <section className={styles.card} aria-labelledby="resources-title">
      <h2 id="resources-title" className={styles.cardTitle}>
        {noun} ({facility.resources.filter((r) => r.isActive).length}개 사용 중)
      </h2>
      {facility.resources.length === 0 ? (
        <p className={styles.muted}>{nounObject} 따로 나누지 않고 정원만으로 받습니다.</p>
      ) : (
        <ul className={styles.resources}>
          {facility.resources.map((r) => (
            <li key={r.id}>
              <label className={styles.resource} data-active={r.isActive}>
                <input
                  type="checkbox"
                  checked={r.isActive}
                  disabled={action.isPending}
                  onChange={(e) =>
                    action.mutate(
                      { kind: 'updateResource', id: r.id, input: { label: r.label, isActive: e.target.checked } },
                      { onError: failed },
                    )
                  }
                />
                <span>{r.label}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {form.values && (
        <form {...form.form} className={styles.inline}>
          <label className={styles.field}>
            <span>{noun} 추가</span>
            <input
              {...form.field('label')}
              value={form.values.label}
              maxLength={30}
              onChange={(e) => form.set({ label: e.target.value })}
            />
          </label>
          <Button type="submit" variant="secondary" className={styles.small} disabled={form.submitting}>
            추가
          </Button>
        </form>
      )}
      <FieldError id={form.errorId('label')} errors={form.errors.label} />
    </section>
  );
}
