'use client';
import { signIn } from '../sign-in';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useForm } from '@/components/ui/form/use-form';
import { isSessionNotice, safeReturnPath } from '@/lib/return-path';
import { messageForSignInError } from '../messages';
import styles from './login-form.module.css';

type Credentials = { username: string; password: string };
const EMPTY: Credentials = { username: '', password: '' };
/**
 * Hangul or full-width letters in her id: typed with the keyboard in Korean mode (ㄴㅅㅕㅇ둣1 for
 * student1), which was told only "아이디 또는 비밀번호가 올바르지 않습니다" (an audit).
 */
const KOREAN_MODE = /[\u3131-\u318e\uac00-\ud7a3\uff01-\uff5e]/;

/** Her id, kept in the tab while the sign-in service's own page is shown, and given back after it. */
const KEPT_USERNAME = 'portal-login-username';

/** The sign-in form: id (or email) and password; comes back to where she was headed. */
export function LoginForm({ returnTo, initialError }: { returnTo: string | null; initialError: string | null }) {
  // One message for the pair: saying which of the two was wrong would help someone guessing.
  // Being asked to sign in is not a mistake of hers: said as a notice, not in red on the fields.
  const notice = isSessionNotice(initialError) ? messageForSignInError(initialError) : null;
  const [failure, setFailure] = useState<string | null>(notice ? null : messageForSignInError(initialError));
  const [leaving, setLeaving] = useState(false);
  const form = useForm<Credentials>({
    // Nothing of a sign-in is kept, and there is nothing to lose by leaving the page.
    draftKey: null,
    guard: false,
    idPrefix: 'login',
    initial: EMPTY,
    check: (v) => (!v.username.trim() || !v.password ? { credentials: [messageForSignInError('EMPTY')!] } : {}),
    submit: async (v) => {
      setFailure(null);
      // Full-width letters (ｓｔｕｄｅｎｔ１) are the id she means.
      const result = await signIn(v.username.trim().normalize('NFKC'), v.password).catch(() => null);
      if (result?.goTo) {
        // The sign-in service's own pages (its error page answers with this page and the code).
        setLeaving(true);
        // That page comes back here with its message: her id with it (it came back empty, an audit).
        sessionStorage.setItem(KEPT_USERNAME, v.username.trim());
        window.location.href = result.goTo;
        return;
      }
      if (!result || !result.ok) {
        setFailure(messageForSignInError(result?.error ?? 'UNAVAILABLE'));
        // Ready to type the password again, the message read out with the field.
        passwordRef.current?.focus();
        passwordRef.current?.select();
        return;
      }
      setLeaving(true);
      // In place of this page: Back from where she arrives leaves (it came here, which sent her forward
      // again). The address's #part never reached the server: a teacher's link to one inquiry keeps it.
      const to = safeReturnPath(returnTo);
      window.location.replace(to.includes('#') ? to : to + window.location.hash);
    },
  });
  const values = form.values ?? EMPTY;
  // What she typed (or the browser filled in) before the page's scripts ran is in the fields but not
  // in the form's state: taken over once they run, so that 로그인 sends what she sees.
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { set } = form;
  useEffect(() => {
    const kept = sessionStorage.getItem(KEPT_USERNAME) ?? '';
    sessionStorage.removeItem(KEPT_USERNAME);
    const username = usernameRef.current?.value || kept;
    const password = passwordRef.current?.value ?? '';
    if (username || password) set({ username, password });
  }, [set]);
  const error = form.errors.credentials?.[0] ?? failure;
  const koreanMode = KOREAN_MODE.test(values.username);
  const pending = form.submitting || leaving;

  return (
    <form {...form.form} className={styles.form} aria-describedby={error ? 'login-error' : undefined}>
      <label className={styles.field}>
        <span>아이디</span>
        <input
          ref={usernameRef}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="아이디 또는 이메일"
          required
          aria-invalid={!!error}
          aria-describedby={[error ? 'login-error' : '', koreanMode ? 'login-korean-mode' : ''].filter(Boolean).join(' ') || undefined}
          value={values.username}
          onChange={(e) => {
            setFailure(null);
            form.set({ username: e.target.value }, ['credentials']);
          }}
        />
      </label>
      {koreanMode && (
        <p id="login-korean-mode" className={styles.hint} role="status">
          아이디에 한글이 있어요. 한/영 키를 확인해 주세요.
        </p>
      )}
      <label className={styles.field}>
        <span>비밀번호</span>
        <input
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="비밀번호"
          required
          aria-invalid={!!error}
          aria-describedby={error ? 'login-error' : undefined}
          value={values.password}
          onChange={(e) => {
            setFailure(null);
            form.set({ password: e.target.value }, ['credentials']);
          }}
        />
      </label>
      {notice && !error && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      <p id="login-error" className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" disabled={pending} className={styles.submit}>
        {pending ? '로그인 중…' : '로그인'}
      </Button>
    </form>
  );
}
