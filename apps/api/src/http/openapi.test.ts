import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';
import { allEndpoints } from '@portal/contract/endpoints';
import { endpointSummaries } from '@portal/contract/endpoints/summaries';

let api: TestApi;
beforeAll(async () => {
  // With CORS on, so that the preflight route the plugin adds is among the routes compared below.
  api = await startTestApi({ CORS_ORIGINS: 'https://portal.example.kr' });
});
afterAll(async () => {
  await api?.close();
});

/**
 * Routes served on purpose without being in the document: the document itself, the load balancer's
 * health check, and the CORS preflight (only when CORS_ORIGINS is set). Fastify also answers HEAD for
 * every GET; those count as documented when their GET is.
 */
const UNDOCUMENTED = ['GET /docs', 'GET /health/', 'GET /ready/', 'OPTIONS *'];

const operationsOf = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })));

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown>; security?: unknown[] }>>;
};

describe('GET /docs', () => {
  it('answers an OpenAPI 3.1 document of every registered route', async () => {
    const res = await api.request<Doc>('GET', '/docs');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toMatch(/[가-힣]/);

    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(
      expect.arrayContaining([
        'POST /accounts/login/',
        'POST /accounts/login/refresh/',
        'POST /accounts/logout/',
        'POST /accounts/erp/send-refresh/',
        'GET /accounts/me/',
        'GET /site/',
      ]),
    );
    const registered = api.app.endpoints.map((m) => m.endpoint).map((s) => `${s.method} ${s.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThanOrEqual(6);
    expect(documented).toHaveLength(registered.length);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('documents who may call each route, its success answer and the error body', async () => {
    const { body: doc } = await api.request<Doc>('GET', '/docs');
    const login = doc.paths['/accounts/login/']?.post;
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.responses ?? {}).sort()).toEqual(['200', 'default']);
    const logout = doc.paths['/accounts/logout/']?.post;
    expect(logout?.security).toBeUndefined();
    expect(Object.keys(logout?.responses ?? {}).sort()).toEqual(['204', 'default']);
    for (const methods of Object.values(doc.paths)) for (const op of Object.values(methods)) expect(op.summary).toMatch(/[가-힣]/);
    // Every summary names a declared endpoint: none is left behind when one is renamed or removed.
    const ids = new Set(allEndpoints.map((e) => e.id));
    expect(Object.keys(endpointSummaries).filter((id) => !ids.has(id))).toEqual([]);
  });
});

describe('GET /docs against what the server really serves', () => {
  it('documents only routes that answer: each operation, called, is not a route-not-found', async () => {
    const { body: doc } = await api.request<Doc>('GET', '/docs');
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path } of operations) {
      // Any value reaches the route: the router matches the pattern before a parameter is checked.
      const url = path.replace(/\{[A-Za-z_]+\}/g, '1');
      const res = await api.request(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect(res.status, `${method} ${url}: ${res.text.slice(0, 200)}`).not.toBe(405);
      expect(res.body?.code, `${method} ${url}`).not.toBe('ROUTE_NOT_FOUND');
    }
    // And a path that is not a route does answer route-not-found, so the check above can fail.
    expect((await api.request('GET', '/education/nothing-here/')).body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('leaves out no route Fastify registered, apart from the listed internal ones', async () => {
    const { body: doc } = await api.request<Doc>('GET', '/docs');
    const documented = new Set(operationsOf(doc).map(({ method, path }) => `${method} ${path.replace(/\{([A-Za-z_]+)\}/g, ':$1')}`));
    const served = [...new Set(api.app.routeTable)];
    expect(served).toEqual(expect.arrayContaining(UNDOCUMENTED));
    const missing = served.filter((route) => {
      if (documented.has(route) || UNDOCUMENTED.includes(route)) return false;
      const get = route.replace(/^HEAD /, 'GET ');
      return !(route.startsWith('HEAD ') && (documented.has(get) || UNDOCUMENTED.includes(get)));
    });
    expect(missing).toEqual([]);
    // Every documented operation is among the routes served, too.
    expect([...documented].filter((route) => !served.includes(route))).toEqual([]);
  });
});
