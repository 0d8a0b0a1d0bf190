// Serves the built portal. A thin wrapper around Next so that the client address the API's sign-in
// throttling sees cannot be chosen by the client: X-Forwarded-For is rebuilt from the socket and
// the configured number of trusted reverse proxies (TRUST_PROXY_HOPS, default 0) in front of us.
import http from 'node:http';
import next from 'next';
import { precompressedStatic } from './static-files.mjs';
import { addStyleNonces } from './style-nonce.mjs';

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT=${process.env.PORT}: 포트는 1부터 65535 사이의 숫자로 주세요.`);
  process.exit(1);
}
const host = process.env.HOST || '0.0.0.0';
const hops = Number(process.env.TRUST_PROXY_HOPS || 0);

/** The client's address: the socket's, or the entry `hops` places from the right of the chain. */
export function clientAddress(forwardedFor, socketAddress, trustedHops) {
  const chain = (forwardedFor || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  chain.push(socketAddress || '');
  return chain[Math.max(0, chain.length - 1 - trustedHops)] || socketAddress || '';
}

const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
// The build's scripts and stylesheets, compressed once by the build (static-files.mjs).
const staticFiles = precompressedStatic(import.meta.dirname);

// What the proxy leaves alone (src/proxy.ts's matcher): a load under /_next/ that is not a navigation.
// Such an answer is never meant to run as a page; if it is one (Next's 404 for a missing file, opened
// by a browser that sends no Sec-Fetch-Mode), it runs nothing and loads nothing.
const LOCKED_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const server = http.createServer((req, res) => {
  if (staticFiles.serve(req, res)) return;
  if (req.url?.startsWith('/_next/') && req.headers['sec-fetch-mode'] !== 'navigate')
    res.setHeader('Content-Security-Policy', LOCKED_POLICY);
  req.headers['x-forwarded-for'] = clientAddress(req.headers['x-forwarded-for'], req.socket.remoteAddress, hops);
  addStyleNonces(res);
  handle(req, res);
});
// An idle connection is kept 72 s (Fastify's default, the API's), not Node's 5 s: a reverse proxy or
// load balancer in front reuses its connections for up to 60 s, and a request it sends just as we
// close one is lost (ECONNRESET, a 502 to her). Seen in e2e: a POST on a connection idle for 5 s.
server.keepAliveTimeout = 72_000;
server.headersTimeout = 73_000;
// A request may take 15 minutes, not Node's 5: a 20 MB file sent through /backend/ from a crowded dorm
// Wi-Fi (under 0.55 Mbit/s) was cut off with a 408 and failed the same way again (an audit); 15 minutes
// carry it down to 0.18 Mbit/s. A body sent a byte at a time holds a connection three times as long as
// before, not six (a regression hunt of 30 minutes); slow headers are still dropped after headersTimeout.
server.requestTimeout = 15 * 60_000;
// A port it cannot use (taken, or not a port) is a failure, said plainly: it exited 0 with a stack trace.
server.on('error', (e) => {
  console.error(
    `포털이 포트 ${port}을(를) 쓰지 못했습니다 (${e.code ?? e.message}). 다른 프로그램이 쓰고 있지 않은지, PORT 값을 확인해 주세요.`,
  );
  process.exit(1);
});
server.listen(port, host, () => console.log(`포털: http://localhost:${port}`));
