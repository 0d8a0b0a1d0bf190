'use client';
import type { ChangePasswordInput } from '@portal/contract';
import { PASSWORD_MIN_LENGTH } from '@portal/contract/vocabulary';
import { loadSchemas, preloadSchemas } from '@/lib/contract-schemas';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PageTop } from '@/components/ui/page-top';
import { openModal, useBackConfirm } from '@/components/ui/kit';
import { ApiError } from '@/lib/api-client';
import { pathOf } from '@/lib/routes';
import { useChangePassword } from '../api/queries';
import styles from './change-password-form.module.css';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', newPasswordConfirm: '' };

const FIELDS = [
  { name: 'currentPassword', label: '현재 비밀번호', autoComplete: 'current-password' },
  { name: 'newPassword', label: '새 비밀번호', autoComplete: 'new-password' },
  { name: 'newPasswordConfirm', label: '새 비밀번호 확인', autoComplete: 'new-password' },
] as const;

/** /mypage/change-password: current and new password; her other sign-ins end, this one stays. */
export function ChangePasswordForm() {
  const router = useRouter();
  const change = useChangePassword();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState(false);
  const dirty = Object.values(values).some(Boolean);
  const { confirmLeave } = useBackConfirm(dirty);

  const back = async () => {
    if (await confirmLeave()) router.push(pathOf('mypage'));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = (await loadSchemas()).changePasswordInput.safeParse(values);
    if (!checked.success) {
      setErrors(collectErrors(checked.error.issues));
      return;
    }
    try {
      await change.mutateAsync(checked.data);
      setValues(EMPTY);
      setErrors({});
      await openModal({
        type: 'success',
        title: '비밀번호를 변경했습니다.',
        message: '다른 기기의 로그인은 모두 로그아웃되었습니다.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors) setErrors(err.fieldErrors);
      else void openModal({ type: 'failed', message: err instanceof ApiError ? err.message : undefined });
    }
  };

  return (
    <form onFocus={preloadSchemas} onPointerDown={preloadSchemas} className={styles.form} onSubmit={submit} noValidate>
      <PageTop backLabel="마이페이지" onBack={back} title="비밀번호 변경" />
      <div className={styles.box}>
        {FIELDS.map((f) => {
          const id = `password-${f.name}`;
          const fieldErrors = errors[f.name];
          return (
            <div key={f.name} className={styles.field}>
              <label htmlFor={id} className={styles.label}>
                {f.label}
              </label>
              <input
                id={id}
                name={f.name}
                type={shown ? 'text' : 'password'}
                className={styles.input}
                autoComplete={f.autoComplete}
                value={values[f.name]}
                aria-invalid={!!fieldErrors}
                aria-describedby={[fieldErrors ? `${id}-error` : '', f.name === 'newPassword' ? 'password-rules' : ''].filter(Boolean).join(' ') || undefined}
                onChange={(e) => {
                  setValues({ ...values, [f.name]: e.target.value });
                  if (fieldErrors) {
                    const { [f.name]: _cleared, ...rest } = errors;
                    setErrors(rest);
                  }
                }}
              />
              {f.name === 'newPassword' && (
                <p id="password-rules" className={styles.hint}>
                  {PASSWORD_MIN_LENGTH}자 이상으로 입력해 주세요. 문장처럼 길게 써도 좋습니다. 흔히 쓰는 비밀번호는 쓸 수 없습니다.
                </p>
              )}
              {fieldErrors?.[0] && (
                <p id={`${id}-error`} className={styles.fieldError} role="alert">
                  {fieldErrors[0]}
                </p>
              )}
            </div>
          );
        })}
        <label className={styles.show}>
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          비밀번호 보기
        </label>
      </div>
      <p className={styles.hint}>변경하면 이 기기를 뺀 다른 기기의 로그인이 모두 끝납니다.</p>
      <Button type="submit" block disabled={change.isPending}>
        {change.isPending ? '변경 중…' : '비밀번호 변경'}
      </Button>
    </form>
  );
}
