import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const signIn = vi.fn(async (_username: string, _password: string) => ({ ok: false, error: 'CredentialsSignin' }));
vi.mock('../sign-in', () => ({ signIn: (u: string, p: string) => signIn(u, p) }));

const { LoginForm } = await import('./login-form');

describe('the sign-in form', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    signIn.mockClear();
  });

  it('sends what she typed before the page’s scripts ran (a slow phone), not empty fields', async () => {
    // The server's HTML, typed into as a person would before hydration.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm returnTo={null} initialError={null} />);
    document.body.append(container);
    (container.querySelector('input[name="username"]') as HTMLInputElement).value = 'student1';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'demo1234!';

    await act(async () => {
      hydrateRoot(container, <LoginForm returnTo={null} initialError={null} />);
    });
    expect(screen.getByPlaceholderText('아이디 또는 이메일')).toHaveProperty('value', 'student1');
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('student1', 'demo1234!'));
    expect(screen.queryByText('아이디와 비밀번호를 모두 입력해 주세요.')).toBeNull();
  });

  it('after a wrong pair, ties the message to both fields and puts her back in the password, selected', async () => {
    render(<LoginForm returnTo={null} initialError={null} />);
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'student1' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'wrong-pass' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    const message = await screen.findByText('아이디 또는 비밀번호가 올바르지 않습니다.');
    const password = screen.getByLabelText<HTMLInputElement>('비밀번호');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password.selectionEnd! - password.selectionStart!).toBe('wrong-pass'.length);
    for (const field of [screen.getByLabelText('아이디'), password]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message.textContent!);
    }
  });

  it('tells her when her id is typed in Korean mode, and sends a full-width id as she means it', async () => {
    render(<LoginForm returnTo={null} initialError={null} />);
    const id = screen.getByLabelText('아이디');
    fireEvent.change(id, { target: { value: 'ㄴㅅㅕㅇ둣1' } });
    expect(screen.getByRole('status')).toHaveTextContent('아이디에 한글이 있어요. 한/영 키를 확인해 주세요.');
    expect(id).toHaveAccessibleDescription('아이디에 한글이 있어요. 한/영 키를 확인해 주세요.');
    fireEvent.change(id, { target: { value: 'ｓｔｕｄｅｎｔ１' } });
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'demo1234!' } });
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('student1', 'demo1234!'));
    fireEvent.change(id, { target: { value: 'student1' } });
    expect(screen.queryByText('아이디에 한글이 있어요. 한/영 키를 확인해 주세요.')).toBeNull();
  });

  it('goes where she was going in place of this page (Back leaves), the address’s #part kept', async () => {
    const replace = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, hash: '#inquiry-11', replace } });
    signIn.mockResolvedValueOnce({ ok: true, error: null } as never);
    try {
      render(<LoginForm returnTo="/staff/inquiries" initialError={null} />);
      fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'teacher1' } });
      fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'demo1234!' } });
      fireEvent.click(screen.getByRole('button', { name: '로그인' }));
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/staff/inquiries#inquiry-11'));
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
  });

  it('keeps her id across the sign-in service’s error page (one failed request on a shaky network)', async () => {
    const assign = vi.fn();
    const location = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: {
        ...location,
        set href(url: string) {
          assign(url);
        },
      },
    });
    signIn.mockResolvedValueOnce({ ok: false, error: null, goTo: '/sign/login?error=UNAVAILABLE' } as never);
    try {
      const first = render(<LoginForm returnTo={null} initialError={null} />);
      fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'student1' } });
      fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'demo1234!' } });
      fireEvent.click(screen.getByRole('button', { name: '로그인' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('/sign/login?error=UNAVAILABLE'));
      first.unmount();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location });
    }
    // The page again, with the service's message: her id is there, her password is not.
    render(<LoginForm returnTo={null} initialError="UNAVAILABLE" />);
    await waitFor(() => expect(screen.getByLabelText('아이디')).toHaveProperty('value', 'student1'));
    expect(screen.getByLabelText('비밀번호')).toHaveProperty('value', '');
    expect(sessionStorage.getItem('portal-login-username')).toBeNull();
  });
});
