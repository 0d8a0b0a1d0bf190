import { urlOf, type EndpointInput, type EndpointResponse, type EndpointSchemas, type HttpMethod } from '@portal/contract/endpoint';
import { NO_NEXT_PAGE, type Paged } from '@portal/contract/paging';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { request } from './api';

/**
 * The web's one road to the API: every call names a contract endpoint, so no path or response type
 * is written by hand in the portal. A feature imports only its own domain's declarations
 * (`@portal/contract/endpoints/education`), so a page carries no other domain's. Query keys are built
 * from the endpoint's path (`/education/exams/:id/` with id 5 is `['education', 'exams', '5', query]`),
 * so invalidating `['education', 'exams']` reaches the list and every detail; a feature whose keys follow
 * its own factory passes the key as the last argument.
 */
export type CallableEndpoint = {
  readonly method: HttpMethod;
  readonly path: string;
  readonly schemas: () => Promise<EndpointSchemas>;
};

/** `timeout`: ms to wait for the answer to begin, for the few calls that take longer than the client's 30 s. */
export type CallOptions = { headers?: Record<string, string>; signal?: AbortSignal; timeout?: number };

/** The arguments of a call: the input may be left out when the endpoint needs none. */
// `{} extends X`: every part of the input is optional.
export type CallArgs<E extends CallableEndpoint> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends EndpointInput<E> ? [input?: EndpointInput<E>, options?: CallOptions] : [input: EndpointInput<E>, options?: CallOptions];

type LooseInput = { params?: unknown; query?: unknown; body?: unknown };

/**
 * What a query's options carry for the portal's server to answer it before the page is sent
 * (`lib/server-prefetch.tsx`): the endpoint and the input of its first answer (a list's first page),
 * and whether that answer is the first page of an infinite query.
 */
export type PrefetchMeta = { endpoint: CallableEndpoint; input: unknown; paged?: boolean };

/** Calls an endpoint: answers its parsed body, or throws ApiError with the API's Korean message. */
export function callEndpoint<E extends CallableEndpoint>(e: E, ...[input, options]: CallArgs<E>): Promise<EndpointResponse<E>> {
  const { body } = (input ?? {}) as LooseInput;
  return request<EndpointResponse<E>>(urlOf(e, input as LooseInput), {
    method: e.method,
    headers: options?.headers,
    signal: options?.signal,
    timeout: options?.timeout,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** The options of a create sent with its draft's key (`useForm`'s `requestKey`): sent again, it makes no second record. */
export const once = (key: string) => ({ headers: { 'idempotency-key': key } });

/** A query object without undefined values, so `{ studentId: undefined }` and `{}` share a key. */
function cleanQuery(query: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/** The key prefix of an endpoint's path: `/education/plans/:id/memos/` with id 3 is `['education', 'plans', '3', 'memos']`. */
export function pathKey(path: string, params?: Record<string, unknown>): string[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? String(params?.[segment.slice(1)] ?? segment) : segment));
}

/** The query key of one call: its path segments, then its query. */
export function endpointKey<E extends CallableEndpoint>(e: E, input?: EndpointInput<E>) {
  const { params, query } = (input ?? {}) as LooseInput;
  return [...pathKey(e.path, params as Record<string, unknown>), cleanQuery(query)] as const;
}

/**
 * Query options of a GET endpoint: the same for a server prefetch and the client hook. `queryKey`
 * replaces the path-built key when the feature keeps a key factory of its own.
 */
export function endpointQuery<E extends CallableEndpoint>(e: E, input?: EndpointInput<E>, queryKey?: readonly unknown[]) {
  return queryOptions({
    queryKey: (queryKey ?? endpointKey(e, input)) as readonly unknown[],
    queryFn: ({ signal }) => callEndpoint(e, ...([input, { signal }] as CallArgs<E>)),
    meta: { endpoint: e, input } satisfies PrefetchMeta,
  });
}

type PagedEndpoint = CallableEndpoint & {
  readonly schemas: () => Promise<{ query?: EndpointSchemas['query']; response: EndpointSchemas['response'] }>;
};

/** The item type of a paged endpoint. */
export type PagedItem<E extends PagedEndpoint> = EndpointResponse<E> extends Paged<infer T> ? T : never;

/**
 * Infinite-query options of a paged list: pages follow the API's `nextPageToken` (-1 at the end).
 * The one paged-list helper of the web; `PagedList` renders what it loads.
 */
export function pagedQuery<E extends PagedEndpoint>(e: E, input?: EndpointInput<E>, queryKey?: readonly unknown[]) {
  const loose = (input ?? {}) as LooseInput;
  const pageInput = (pageToken: number) => ({ ...loose, query: { ...cleanQuery(loose.query), pageToken } });
  return infiniteQueryOptions({
    queryKey: (queryKey ?? [...endpointKey(e, input), 'pages']) as readonly unknown[],
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(e, ...([pageInput(pageParam), { signal }] as unknown as CallArgs<E>)) as Promise<Paged<PagedItem<E>>>,
    initialPageParam: 0,
    meta: { endpoint: e, input: pageInput(0), paged: true } satisfies PrefetchMeta,
    getNextPageParam: (last: Paged<PagedItem<E>>) => (last.nextPageToken === NO_NEXT_PAGE ? undefined : last.nextPageToken),
  });
}

/** The body schema of an endpoint, for a form's own check (loads the contract's schemas once). */
export async function bodySchemaOf(e: CallableEndpoint) {
  const schema = (await e.schemas()).body;
  if (!schema) throw new Error(`${e.method} ${e.path} takes no body`);
  return schema;
}
