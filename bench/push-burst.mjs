// A notice to every student while their phones have push on: what the rest of the portal feels while
// the API sends the pushes. On the built API (the embedded database, or a scratch PostgreSQL database
// with --postgres[=URL]) and a stand-in push service on 127.0.0.1 that answers each push after
// --latency ms (150: a vendor's push service seen from a small server):
//  1. --students (200) students each allow push on one phone;
//  2. a teacher publishes a notice to everyone: one alarm each, then one push to each phone;
//  3. meanwhile another student reads her alarm list every 50 ms (what each page's profile and lists do).
// Prints the reader's latency before and during the sending (p50/p99/max), when the last push arrived
// and how many pushes were being sent at once at most, and one JSON line (`{"bench":"push-burst",…}`).
//
//   npm run build -w @portal/api && node bench/push-burst.mjs [--postgres[=URL]] [--students 200] [--latency 150]
// BENCH_API_MAIN=path/to/dist/main.js measures another build (a baseline) the same way.
import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import http from 'node:http';
import { latencyStats as stats, scenarioArgs, startBenchApi } from './lib/api.mjs';

const { option, database } = scenarioArgs();
const STUDENTS = Number(option('--students', 200));
const LATENCY_MS = Number(option('--latency', 150));
const READ_EVERY_MS = 50;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// The push service: every push is taken (201) after LATENCY_MS; it notes when, and how many at once.
let received = 0;
let lastAt = 0;
let open = 0;
let mostAtOnce = 0;
const service = http.createServer((req, res) => {
  open += 1;
  mostAtOnce = Math.max(mostAtOnce, open);
  req.resume();
  req.on('end', () =>
    setTimeout(() => {
      open -= 1;
      received += 1;
      lastAt = performance.now();
      res.writeHead(201).end();
    }, LATENCY_MS),
  );
});
await new Promise((resolve) => service.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${service.address().port}`;

// VAPID keys from the environment, as on PostgreSQL (the embedded default would make its own).
const vapid = webpush.generateVAPIDKeys();
const api = await startBenchApi({
  database,
  prefix: 'pushburst',
  env: { PUSH_ALLOW_INSECURE_ENDPOINTS: '1', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
});
try {
  const usernames = await api.addStudents(STUDENTS, 'pb');
  // One browser key pair for every phone: the API encrypts to it; nothing here decrypts.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  for (const [i, username] of usernames.entries()) {
    const token = await api.login(username);
    const res = await api.call('POST', '/push/subscriptions/', {
      token,
      body: { endpoint: `${origin}/push/${i}`, keys, userAgent: 'Chrome 140' },
    });
    if (res.status !== 200) throw new Error(`subscribing ${username} answered ${res.status}`);
  }
  const reader = await api.login('student1');
  const teacher = await api.login('teacher1');

  const before = [];
  const during = [];
  let phase = before;
  let reading = true;
  const errors = [];
  const readLoop = (async () => {
    while (reading) {
      const t0 = performance.now();
      const res = await api
        .call('GET', '/alarms/', { token: reader, signal: AbortSignal.timeout(30_000) })
        .catch((e) => ({ status: e.name }));
      if (res.status !== 200) errors.push(String(res.status));
      phase.push(performance.now() - t0);
      await sleep(READ_EVERY_MS);
    }
  })();
  await sleep(3_000);

  phase = during;
  const cpuBefore = api.cpuMs();
  const t0 = performance.now();
  const created = await api.call('POST', '/staff/notices/', {
    token: teacher,
    body: {
      category: 'general',
      title: '내일 자습실 점검 안내',
      bodyHtml: '<p>내일 오전 자습실 점검이 있습니다.</p>',
      audience: 'students',
    },
  });
  if (created.status !== 201) throw new Error(`the notice answered ${created.status}`);
  const deadline = t0 + 180_000;
  while (received < STUDENTS && performance.now() < deadline) await sleep(100);
  const apiCpuMs = api.cpuMs() - cpuBefore;
  reading = false;
  await readLoop;

  const result = {
    bench: 'push-burst',
    database: api.kind,
    api: process.env.BENCH_API_MAIN ?? 'apps/api/dist/main.js',
    students: STUDENTS,
    latencyMs: LATENCY_MS,
    pushes: received,
    lastPushSeconds: Math.round((lastAt - t0) / 100) / 10,
    mostAtOnce,
    // The API's CPU from the notice to the last push (her reads included: about 20 a second), per push.
    apiCpuMsPerPush: Math.round((apiCpuMs / Math.max(1, received)) * 10) / 10,
    readerBefore: stats(before),
    readerDuring: stats(during),
    errors: errors.length,
  };
  console.log(`${api.kind}, ${STUDENTS} phones, push service ${LATENCY_MS} ms`);
  console.log(`  pushes delivered: ${received}, the last ${result.lastPushSeconds} s after the notice; at most ${mostAtOnce} at once`);
  console.log(`  the API's CPU meanwhile: ${result.apiCpuMsPerPush} ms a push (her reads included)`);
  for (const [name, s] of [
    ['reader before', result.readerBefore],
    ['reader during', result.readerDuring],
  ])
    console.log(`  ${name.padEnd(14)} n=${s.n} p50=${s.p50} ms p99=${s.p99} ms max=${s.max} ms`);
  if (errors.length) console.log(`  reader errors: ${errors.length} (${[...new Set(errors)].join(', ')})`);
  console.log(JSON.stringify(result));
} finally {
  await api.close();
  service.close();
}
