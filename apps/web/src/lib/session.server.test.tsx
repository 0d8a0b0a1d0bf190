// @vitest-environment node
import type { Session } from 'next-auth';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from './session';

const sessionOf = (name: string) => ({ user: { username: name }, expires: '2099-01-01T00:00:00Z' }) as unknown as Session;

function Name() {
  const { data, status } = useSession();
  const name = (data?.user as { username?: string } | undefined)?.username ?? '-';
  return <span>{`${status}:${name}`}</span>;
}

describe('the session on the server', () => {
  it('renders each request with its own session, whatever rendered before', () => {
    const a = renderToString(
      <SessionProvider session={sessionOf('student1')}>
        <Name />
      </SessionProvider>,
    );
    const signedOut = renderToString(
      <SessionProvider session={null}>
        <Name />
      </SessionProvider>,
    );
    const b = renderToString(
      <SessionProvider session={sessionOf('parent2')}>
        <Name />
      </SessionProvider>,
    );
    expect(a).toContain('authenticated:student1');
    expect(signedOut).toContain('unauthenticated:-');
    expect(b).toContain('authenticated:parent2');
  });

  it('does not hand one render’s session to a component rendered outside any provider', () => {
    renderToString(
      <SessionProvider session={sessionOf('student1')}>
        <Name />
      </SessionProvider>,
    );
    expect(renderToString(<Name />)).not.toContain('student1');
  });
});
