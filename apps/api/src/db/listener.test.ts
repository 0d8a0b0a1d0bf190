import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresListener } from './client';

/**
 * The LISTEN connection of an API instance on PostgreSQL, through a proxy this test can cut: what a
 * database restart or failover looks like to it. PostgreSQL answers at 127.0.0.1:5432 on every machine
 * (CI included); TEST_DATABASE_URL names another one.
 */
const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');

/** A TCP proxy to the database that can drop every connection and refuse new ones for a while. */
function cuttableProxy() {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return {
    start: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    /** Drops every open connection and refuses new ones until `heal`. */
    cut() {
      refusing = true;
      for (const s of sockets) s.destroy();
    },
    heal() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the LISTEN connection', () => {
  const proxy = cuttableProxy();
  const notifier = new pg.Client({ connectionString: target.toString() });
  let url: string;

  beforeAll(async () => {
    const port = await proxy.start();
    const via = new URL(target);
    via.hostname = '127.0.0.1';
    via.port = String(port);
    url = via.toString();
    await notifier.connect();
  });
  afterAll(async () => {
    await notifier.end();
    await proxy.close();
  });

  it('comes back after the database was away for several tries, and says so (a restart used to leave it gone for good)', async () => {
    const channel = `listener_test_${process.pid}_${Date.now()}`;
    const listener = postgresListener(url, { firstRetryMs: 50, maxRetryMs: 200 });
    const heard: string[] = [];
    await listener.listen(channel, (payload) => heard.push(payload));
    try {
      await notifier.query(`NOTIFY ${channel}, 'before'`);
      await expect.poll(() => heard).toEqual(['before']);

      proxy.cut();
      await expect.poll(() => heard).toContain('!');
      // Several tries fail while the database refuses (50, 100, 200, 200 … ms apart).
      await new Promise((r) => setTimeout(r, 800));
      proxy.heal();
      await expect.poll(() => heard, { timeout: 5000 }).toContain('*');

      await notifier.query(`NOTIFY ${channel}, 'after'`);
      await expect.poll(() => heard).toEqual(['before', '!', '*', 'after']);
    } finally {
      await listener.close();
    }
  });

  it('listens to a channel asked for while the database is away once it is back', async () => {
    const channel = `listener_late_${process.pid}_${Date.now()}`;
    const listener = postgresListener(url, { firstRetryMs: 50, maxRetryMs: 200 });
    const heard: string[] = [];
    proxy.cut();
    try {
      await expect(listener.listen(channel, (payload) => heard.push(payload))).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 300));
      proxy.heal();
      await expect
        .poll(
          async () => {
            await notifier.query(`NOTIFY ${channel}, 'late'`);
            return heard.includes('late');
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(true);
    } finally {
      proxy.heal();
      await listener.close();
    }
  });
});
