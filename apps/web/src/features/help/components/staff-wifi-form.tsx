'use client';
import type { StaffWifiNetworks, WifiNetworksInput } from '@portal/contract';
import { wifiEndpoints } from '@portal/contract/endpoints/wifi';
import { WIFI_MAX_NETWORKS } from '@portal/contract/wifi-labels';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { ErrorState } from '@/components/ui/states/error-state';
import { Skeleton } from '@/components/ui/states/skeleton';
import { randomId } from '@/lib/random-id';
import { useSaveWifi, useStaffWifi } from '../api/queries';
import styles from './staff-wifi.module.css';

type Row = { key: string; ssid: string; area: string; password: string; note: string; studentsOnly: boolean };
/** `version`: the saved list's (its updatedAt) the edit is made from. */
type Draft = { networks: Row[]; version: string | null };

const draftOf = (saved: StaffWifiNetworks): Draft => ({
  networks: saved.networks.map((n, i) => ({ key: `saved-${i}`, ...n })),
  version: saved.updatedAt,
});
const blank = (): Row => ({ key: randomId(), ssid: '', area: '', password: '', note: '', studentsOnly: false });

const fields = [
  { name: 'ssid', label: '네트워크 이름 (SSID)', placeholder: '예: Cheongram_Study' },
  { name: 'area', label: '사용할 수 있는 곳', placeholder: '예: 본관 1층 자습실' },
  { name: 'password', label: '비밀번호', placeholder: '없으면 비워 두세요' },
  { name: 'note', label: '메모', placeholder: '예: 학습용, 생활관' },
] as const;

/** /staff/wifi: the admin edits the networks of the Wi-Fi guide, saved as one list. */
export function StaffWifiForm() {
  const { data: saved, isError, refetch } = useStaffWifi();
  const save = useSaveWifi();
  const form = useForm<Draft, WifiNetworksInput>({
    draftKey: 'staff-wifi',
    initial: saved ? draftOf(saved) : undefined,
    versionField: 'version',
    schema: wifiEndpoints.save,
    toInput: (d) => ({
      networks: d.networks.map(({ ssid, area, password, note, studentsOnly }) => ({ ssid, area, password, note, studentsOnly })),
      updatedAt: d.version,
    }),
    submit: async (input) => draftOf(await save.mutateAsync(input)),
    success: { title: '와이파이 안내를 저장했습니다.', message: '학생과 학부모의 안내 화면에 바로 보입니다.' },
  });
  const draft = form.values;

  if (isError && !saved) return <ErrorState onRetry={() => void refetch()}>와이파이 목록을 불러오지 못했습니다.</ErrorState>;
  if (!draft) return <Skeleton variant="card" rows={3} label="와이파이 목록을 불러오는 중입니다" />;

  const update = (index: number, patch: Partial<Row>) =>
    form.set(
      (d) => ({ ...d, networks: d.networks.map((n, i) => (i === index ? { ...n, ...patch } : n)) }),
      Object.keys(patch).map((k) => `networks.${index}.${k}`),
    );
  const move = (index: number, by: -1 | 1) =>
    form.set((d) => {
      const networks = [...d.networks];
      const [row] = networks.splice(index, 1);
      networks.splice(index + by, 0, row!);
      return { ...d, networks };
    });
  const remove = (index: number) => form.set((d) => ({ ...d, networks: d.networks.filter((_, i) => i !== index) }));
  const add = () => form.set((d) => ({ ...d, networks: [...d.networks, blank()] }), ['networks']);

  return (
    <form {...form.form} className={styles.form} aria-labelledby="staff-wifi-title">
      <h1 id="staff-wifi-title" className={styles.title}>
        와이파이 관리
      </h1>
      <p className={styles.hint}>
        문제 해결 → 와이파이 연결 안내에 보이는 목록입니다. 이름과 사용할 수 있는 곳은 누구나 볼 수 있고, 비밀번호는 로그인한
        학생·학부모·선생님에게만 보입니다. 학생 전용으로 둔 와이파이의 비밀번호는 학부모에게 보이지 않습니다.
      </p>
      {draft.networks.length === 0 && <p className={styles.empty}>등록된 와이파이가 없습니다. 아래에서 추가해 주세요.</p>}
      <ol className={styles.list}>
        {draft.networks.map((n, i) => (
          <li key={n.key} className={styles.card} aria-label={`와이파이 ${i + 1}`}>
            <div className={styles.cardHead}>
              <h2 className={styles.cardTitle}>{n.ssid.trim() || `새 와이파이 ${i + 1}`}</h2>
              <div className={styles.cardActions}>
                <button
                  type="button"
                  className={styles.move}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={`${n.ssid.trim() || `와이파이 ${i + 1}`} 위로 옮기기`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.move}
                  disabled={i === draft.networks.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={`${n.ssid.trim() || `와이파이 ${i + 1}`} 아래로 옮기기`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => remove(i)}
                  aria-label={`${n.ssid.trim() || `와이파이 ${i + 1}`} 삭제`}
                >
                  삭제
                </button>
              </div>
            </div>
            {fields.map((f) => {
              const name = `networks.${i}.${f.name}`;
              return (
                <label key={f.name} className={styles.field}>
                  <span>{f.label}</span>
                  <input
                    {...form.field(name)}
                    value={n[f.name]}
                    placeholder={f.placeholder}
                    autoComplete="off"
                    autoCapitalize="off"
                    spellCheck={false}
                    onChange={(e) => update(i, { [f.name]: e.target.value })}
                  />
                  <FieldError id={form.errorId(name)} errors={form.errors[name]} />
                </label>
              );
            })}
            <div className={styles.check}>
              <label>
                <input
                  type="checkbox"
                  checked={n.studentsOnly}
                  aria-describedby={`wifi-${n.key}-students-hint`}
                  onChange={(e) => update(i, { studentsOnly: e.target.checked })}
                />
                학생 전용
              </label>
              <small id={`wifi-${n.key}-students-hint`}>학부모에게는 비밀번호를 보여 주지 않아요 (자습실, 생활관).</small>
            </div>
          </li>
        ))}
      </ol>
      <FieldError id={form.errorId('networks')} errors={form.errors.networks} />
      {draft.networks.length < WIFI_MAX_NETWORKS && (
        <Button variant="secondary" onClick={add} {...form.field('networks')}>
          + 와이파이 추가
        </Button>
      )}
      <FormActions kept={form}>
        <Button type="submit" disabled={form.submitting || !form.dirty}>
          {form.submitting ? '저장 중…' : form.dirty ? '저장' : '저장됨'}
        </Button>
      </FormActions>
    </form>
  );
}
