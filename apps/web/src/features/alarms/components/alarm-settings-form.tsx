'use client';
import type { AlarmSettings } from '@portal/contract';
import { alarmsEndpoints } from '@portal/contract/endpoints/alarms';
import { alarmKinds } from '@portal/contract/alarms-labels';
import { useRouter } from 'next/navigation';
import { WEEKDAYS } from '@portal/contract/dates';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { PageTop } from '@/components/ui/page-top';
import { Skeleton } from '@/components/ui/states/skeleton';
import { requestTime } from '@/components/ui/kit';
import { pathOf } from '@/lib/routes';
import { useAlarmSettings, useSaveAlarmSettings } from '../api/queries';
import { alarmKindLabel } from '../messages';
import { DevicePushSwitch } from './device-push-switch';
import styles from './alarm-settings-form.module.css';

const parseTime = (t: string | null) => {
  const [h, m] = (t ?? '').split(':').map(Number);
  return Number.isInteger(h) && Number.isInteger(m) ? { hour: h!, minute: m! } : null;
};

/** Notification settings: on/off per kind, quiet days with a time window (picked with the time picker) or all day. */
export function AlarmSettingsForm() {
  const router = useRouter();
  const { data: saved, isError, refetch } = useAlarmSettings();
  const save = useSaveAlarmSettings();
  const form = useForm<AlarmSettings>({
    draftKey: 'alarm-settings',
    idPrefix: 'alarms',
    initial: saved,
    schema: alarmsEndpoints.saveSettings,
    submit: (input) => save.mutateAsync(input),
    success: { title: '알림 설정을 저장했습니다.' },
  });
  const { values: draft, dirty, errors } = form;

  if (isError && !draft)
    return (
      <p className={styles.loadError}>
        알림 설정을 불러오지 못했습니다.{' '}
        <button type="button" className={styles.linkButton} onClick={() => refetch()}>
          다시 시도
        </button>
      </p>
    );
  if (!draft) return <Skeleton variant="line" rows={6} label="알림 설정을 불러오는 중입니다" />;

  const set = (patch: Partial<AlarmSettings>) => form.set(patch);
  const toggleDay = (day: number) =>
    set({
      quietDays: draft.quietDays.includes(day) ? draft.quietDays.filter((d) => d !== day) : [...draft.quietDays, day].sort((a, b) => a - b),
    });

  const pickTime = async (field: 'quietStart' | 'quietEnd') => {
    const current = parseTime(draft[field]);
    const picked = await requestTime({
      title: field === 'quietStart' ? '방해 금지 시작 시간' : '방해 금지 종료 시간',
      initialHour: current?.hour ?? (field === 'quietStart' ? 22 : 7),
      initialMinute: current?.minute ?? 0,
    });
    if (picked) set({ [field]: picked.formattedTime });
  };

  const back = async () => {
    if (await form.confirmLeave()) router.push(pathOf('mypage'));
  };

  const quietOff = draft.quietDays.length === 0;
  const timesOff = quietOff || draft.quietAllDay;
  return (
    <form {...form.form} className={styles.form}>
      <PageTop backLabel="마이페이지" onBack={back} title="알림 설정" />

      <DevicePushSwitch />

      <fieldset className={styles.box}>
        <legend className={styles.legend}>받을 알림</legend>
        {alarmKinds.map((kind) => (
          <label key={kind} className={styles.switchRow}>
            <span>
              <span className={styles.kind}>{alarmKindLabel[kind].title}</span>
              <span className={styles.hint}>{alarmKindLabel[kind].hint}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={draft.kinds[kind]}
              onChange={(e) => set({ kinds: { ...draft.kinds, [kind]: e.target.checked } })}
            />
          </label>
        ))}
      </fieldset>

      <fieldset className={styles.box}>
        <legend className={styles.legend}>방해 금지</legend>
        <p className={styles.hint}>
          고른 요일엔 정한 시간 동안 알림이 울리지 않아요. 자정을 넘기는 시간은 시작하는 요일을 따라요. 일요일 밤부터 월요일 아침까지
          조용하려면 일요일도 고르세요.
        </p>
        <div className={styles.days} role="group" aria-label="방해 금지 요일" {...form.field('quietDays')}>
          {WEEKDAYS.map((label, day) => (
            <button
              key={label}
              type="button"
              className={styles.day}
              aria-pressed={draft.quietDays.includes(day)}
              onClick={() => toggleDay(day)}
            >
              {label}
            </button>
          ))}
        </div>
        <FieldError id={form.errorId('quietDays')} errors={errors.quietDays} />
        <label className={styles.switchRow}>
          <span className={styles.kind}>종일</span>
          <input
            type="checkbox"
            role="switch"
            className={styles.switch}
            checked={draft.quietAllDay}
            disabled={quietOff}
            onChange={(e) => set({ quietAllDay: e.target.checked })}
          />
        </label>
        <div className={styles.times}>
          {(['quietStart', 'quietEnd'] as const).map((field) => (
            <div key={field} className={styles.time}>
              <span id={`${field}-label`} className={styles.timeLabel}>
                {field === 'quietStart' ? '시작' : '종료'}
              </span>
              <button
                type="button"
                className={styles.timeButton}
                {...form.field(field)}
                aria-labelledby={`${field}-label ${field}-value`}
                disabled={timesOff}
                onClick={() => pickTime(field)}
              >
                <span id={`${field}-value`}>{draft[field] ?? '선택'}</span>
              </button>
              <FieldError id={form.errorId(field)} errors={errors[field]} />
            </div>
          ))}
        </div>
      </fieldset>

      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || !dirty}>
          {form.submitting ? '저장 중…' : dirty ? '저장' : '저장됨'}
        </Button>
      </FormActions>
    </form>
  );
}
