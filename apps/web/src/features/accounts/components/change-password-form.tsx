'use client';
import type { ChangePasswordInput } from '@portal/contract';
import { accountSecurityEndpoints } from '@portal/contract/endpoints/account-security';
import { PASSWORD_MIN_LENGTH } from '@portal/contract/accounts-labels';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form/field-error';
import { FormActions } from '@/components/ui/form/form-actions';
import { useForm } from '@/components/ui/form/use-form';
import { PageTop } from '@/components/ui/page-top';
import { safeReturnPath } from '@/lib/return-path';
import { pathOf } from '@/lib/routes';
import { updateSession, useSession } from '@/lib/session';
import { signOutCompletely, useChangePassword } from '../api/queries';
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
  const { data: session } = useSession();
  // Signed in with a one-time password from the office: nothing else opens until she changes it.
  const required = !!session?.user.mustChangePassword;
  const form = useForm<ChangePasswordInput>({
    // Passwords are never written to storage: no draft key.
    draftKey: null,
    idPrefix: 'password',
    initial: EMPTY,
    schema: accountSecurityEndpoints.changePassword,
    submit: async (input) => {
      await change.mutateAsync(input);
      if (required) await updateSession({ passwordChanged: true });
      return EMPTY;
    },
    success: required
      ? { title: '비밀번호를 변경했습니다.', message: '이제 포털을 이용할 수 있습니다.' }
      : { title: '비밀번호를 변경했습니다.', message: '다른 기기의 로그인은 모두 로그아웃되었습니다.' },
    onSaved: (_saved, shown) => {
      // On to the page she came for (kept by the sign-in check as `redirect`, its #part by the browser).
      if (required)
        void shown.then(() => {
          const to = safeReturnPath(new URLSearchParams(window.location.search).get('redirect'));
          router.replace(to === '/' ? pathOf('home') : to + window.location.hash);
        });
    },
  });
  const [shown, setShown] = useState(false);
  const values = form.values ?? EMPTY;

  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    await signOutCompletely();
  };

  const back = async () => {
    if (await form.confirmLeave()) router.push(pathOf('mypage'));
  };

  return (
    <form {...form.form} className={styles.form}>
      {/* Held by a one-time password, no page opens but this one: no way back to offer, a way out instead. */}
      <PageTop backLabel="마이페이지" onBack={required ? undefined : back} title="비밀번호 변경" />
      {required && (
        <p className={styles.required} role="alert">
          학원에서 받은 일회용 비밀번호로 로그인했습니다. 새 비밀번호로 바꿔야 포털을 이용할 수 있습니다. 현재 비밀번호에는 받은 일회용
          비밀번호를 입력해 주세요.
        </p>
      )}
      <div className={styles.box}>
        {FIELDS.map((f) => {
          return (
            <div key={f.name} className={styles.field}>
              <label htmlFor={form.fieldId(f.name)} className={styles.label}>
                {f.label}
              </label>
              <input
                {...form.field(f.name, f.name === 'newPassword' ? 'password-rules' : undefined)}
                name={f.name}
                type={shown ? 'text' : 'password'}
                className={styles.input}
                autoComplete={f.autoComplete}
                value={values[f.name]}
                onChange={(e) => form.set({ [f.name]: e.target.value })}
              />
              {f.name === 'newPassword' && (
                <p id="password-rules" className={styles.hint}>
                  {PASSWORD_MIN_LENGTH}자 이상으로 입력해 주세요. 문장처럼 길게 써도 좋습니다. 흔히 쓰는 비밀번호는 쓸 수 없습니다.
                </p>
              )}
              <FieldError id={form.errorId(f.name)} errors={form.errors[f.name]} />
            </div>
          );
        })}
        <label className={styles.show}>
          <input type="checkbox" checked={shown} onChange={(e) => setShown(e.target.checked)} />
          비밀번호 보기
        </label>
      </div>
      <p className={styles.hint}>변경하면 이 기기를 뺀 다른 기기의 로그인이 모두 끝납니다.</p>
      <FormActions>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? '변경 중…' : '비밀번호 변경'}
        </Button>
      </FormActions>
      {required && (
        // A shared PC at the front desk: she can leave without choosing a password now.
        <div className={styles.later}>
          <p className={styles.hint}>지금 바꾸지 않으려면 로그아웃해 주세요. 다음에 로그인하면 다시 이 화면이 나옵니다.</p>
          <Button variant="secondary" disabled={leaving} onClick={() => void leave()}>
            {leaving ? '로그아웃 중…' : '로그아웃'}
          </Button>
        </div>
      )}
    </form>
  );
}
