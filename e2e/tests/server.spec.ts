import net from 'node:net';
import { expect, test } from './fixtures';

/** Sends one request on the socket and answers the status line of its response. */
function ask(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.readyState !== 'open') return reject(new Error(`the portal had closed the connection (${socket.readyState})`));
    let head = '';
    const onData = (chunk: Buffer) => {
      head += chunk.toString('latin1');
      const end = head.indexOf('\r\n\r\n');
      if (end < 0) return;
      const headers = head.slice(0, end);
      const body = head.slice(end + 4);
      // Whole when its body has arrived too: by its length, or its last chunk.
      const length = /\r\ncontent-length: *(\d+)/i.exec(headers)?.[1];
      const whole = length !== undefined ? Buffer.byteLength(body, 'latin1') >= Number(length) : body.endsWith('0\r\n\r\n');
      if (!whole) return;
      socket.off('data', onData);
      socket.off('error', reject);
      socket.off('close', onClose);
      resolve(head.slice(0, head.indexOf('\r\n')));
    };
    const onClose = () => reject(new Error('the portal closed the connection'));
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', onClose);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\nConnection: keep-alive\r\n\r\n`);
  });
}

test('a connection left idle for longer than Node’s default 5 s is still served, as a reverse proxy reuses it', async () => {
  const socket = net.connect(Number(process.env.E2E_PORT), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  try {
    expect(await ask(socket, '/manifest.webmanifest')).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await ask(socket, '/manifest.webmanifest')).toBe('HTTP/1.1 200 OK');
  } finally {
    socket.destroy();
  }
});

test('a page’s scripts and styles arrive as the build compressed them: Brotli, cached for good, with the security headers', async ({
  page,
}) => {
  const files: { url: string; headers: Record<string, string> }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/_next/static/')) files.push({ url: res.url(), headers: res.headers() });
  });
  await page.goto('/sign/login');
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await page.waitForLoadState('load');
  const scripts = files.filter((f) => f.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  for (const { url, headers } of files) {
    expect(headers['content-encoding'], url).toBe('br');
    expect(headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers.vary, url).toBe('Accept-Encoding');
  }
  // And they run: the form answers a tap (the scripts decoded and hydrated the page).
  await page.getByRole('button', { name: '로그인' }).tap();
  await expect(page.getByRole('alert').filter({ hasText: '아이디와 비밀번호를 모두 입력해 주세요.' })).toBeVisible();
});
