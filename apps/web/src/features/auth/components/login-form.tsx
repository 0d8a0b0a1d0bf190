'use client';
import { signIn } from '@/lib/session';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { safeReturnPath } from '@/lib/routes';
import { messageForSignInError } from '../messages';
import styles from './login-form.module.css';

/** The sign-in form: id (or email) and password; comes back to where she was headed. */
export function LoginForm({ returnTo, initialError }: { returnTo: string | null; initialError: string | null }) {
  const [error, setError] = useState<string | null>(messageForSignInError(initialError));
  const [pending, setPending] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    if (!username || !password) {
      setError(messageForSignInError('EMPTY'));
      return;
    }
    setPending(true);
    setError(null);
    const result = await signIn(username, password).catch(() => null);
    if (!result || !result.ok) {
      setPending(false);
      setError(messageForSignInError(result?.error ?? 'UNAVAILABLE'));
      return;
    }
    window.location.assign(safeReturnPath(returnTo));
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={error ? 'login-error' : undefined}>
      <label className={styles.field}>
        <span>아이디</span>
        <input name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder="아이디 또는 이메일" required aria-invalid={!!error} />
      </label>
      <label className={styles.field}>
        <span>비밀번호</span>
        <input name="password" type="password" autoComplete="current-password" placeholder="비밀번호" required aria-invalid={!!error} />
      </label>
      <p id="login-error" className={styles.error} role="alert">
        {error}
      </p>
      <Button type="submit" disabled={pending} className={styles.submit}>
        {pending ? '로그인 중…' : '로그인'}
      </Button>
    </form>
  );
}
