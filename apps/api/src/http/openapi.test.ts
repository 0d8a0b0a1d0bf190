import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../test/harness';
import { allEndpoints } from '@portal/contract/endpoints';
import { endpointSummaries } from '@portal/contract/endpoints/summaries';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

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
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods)) expect(op.summary).toMatch(/[가-힣]/);
    // Every summary names a declared endpoint: none is left behind when one is renamed or removed.
    const ids = new Set(allEndpoints.map((e) => e.id));
    expect(Object.keys(endpointSummaries).filter((id) => !ids.has(id))).toEqual([]);
  });
});
