import type { z } from 'zod';
import type { UserCategory } from './vocabulary';

/**
 * One endpoint, declared once: the API registers its route from this, the web calls it through
 * `callEndpoint` and builds its query keys from it, and `/docs` is generated from it.
 *
 * This module and the declarations under `endpoints/` are zod-free at run time: the schemas sit
 * behind `schemas()`, a dynamic import of the contract, so a page that only calls an endpoint never
 * downloads zod. The API resolves every `schemas()` once at start; a form resolves its body schema
 * the first time it checks itself.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: anyone, anyone signed in, or these categories. A category that may not
 * call it gets the same 404 as a wrong path.
 */
export type Access = 'public' | 'signed-in' | readonly UserCategory[];

export type EndpointSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** null: the endpoint answers 204 with no body. */
  response: z.ZodType | null;
};

export type Endpoint<S extends EndpointSchemas = EndpointSchemas, A extends Access = Access> = {
  /** `domain.name`, filled in by `defineEndpoints`: the OpenAPI operationId and the access test's key. */
  readonly id: string;
  readonly method: HttpMethod;
  /** `/things/:id/`: every path ends with a slash; `:name` segments come from `params`. */
  readonly path: string;
  /** The OpenAPI tag (the domain). */
  readonly tag: string;
  readonly access: A;
  /** The success status; 200 (or 204 when `response` is null) by default. */
  readonly status?: number;
  /**
   * The answer is not JSON but written by the handler as it goes: a server-sent event stream, or a
   * file. `response` is then null, and the web reads it with its stream or download helper.
   */
  readonly stream?: 'events' | 'file';
  /**
   * The request body is not JSON but `multipart/form-data` with one file part, streamed by the
   * handler (no `body` schema). The web sends it with its upload helper, which reports progress.
   */
  readonly upload?: true;
  /**
   * A create the web sends with an `Idempotency-Key` (one per draft): the same request sent again,
   * after an answer lost on the way, is answered the first one's record, never a second (the router
   * keeps the answer a day; apps/api/src/http/idempotency.ts).
   */
  readonly idempotent?: true;
  /** Loads the request and response schemas (a dynamic import: zod stays out of first loads). */
  readonly schemas: () => Promise<S>;
};

type Declared<S extends EndpointSchemas, A extends Access> = Omit<Endpoint<S, A>, 'id' | 'tag'>;

/**
 * Declares a domain's endpoints and names each `domain.key`. The tag of every endpoint is the domain.
 */
export function defineEndpoints<const T extends Record<string, Declared<EndpointSchemas, Access>>>(
  domain: string,
  declared: T,
): { readonly [K in keyof T]: T[K] & { readonly id: string; readonly tag: string } } {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(declared)) out[key] = { ...value, id: `${domain}.${key}`, tag: domain };
  return out as { readonly [K in keyof T]: T[K] & { readonly id: string; readonly tag: string } };
}

/** Declares one endpoint, keeping the exact schema and access types for both sides. */
export const endpoint = <S extends EndpointSchemas, const A extends Access>(e: Declared<S, A>): Declared<S, A> => e;

export type AnyEndpoint = Endpoint<EndpointSchemas, Access>;
export type SchemasOf<E extends { schemas: () => Promise<EndpointSchemas> }> = Awaited<ReturnType<E['schemas']>>;

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : never;

/** What a caller sends: path params, query and body as the schemas accept them (before parsing). */
export type EndpointInput<E extends { schemas: () => Promise<EndpointSchemas> }> = ([SchemasOf<E>['params']] extends [z.ZodType]
  ? { params: InputOf<SchemasOf<E>['params']> }
  : { params?: undefined }) &
  ([SchemasOf<E>['query']] extends [z.ZodType] ? { query?: InputOf<SchemasOf<E>['query']> } : { query?: undefined }) &
  ([SchemasOf<E>['body']] extends [z.ZodType] ? { body: InputOf<SchemasOf<E>['body']> } : { body?: undefined });

/** What the endpoint answers on success (the response schema's output; void for 204). */
export type EndpointResponse<E extends { schemas: () => Promise<EndpointSchemas> }> = SchemasOf<E>['response'] extends z.ZodType
  ? OutputOf<SchemasOf<E>['response']>
  : void;

/** The body type a form edits for this endpoint. */
export type EndpointBody<E extends { schemas: () => Promise<EndpointSchemas> }> = InputOf<SchemasOf<E>['body']>;

/** `/things/:id/` with `{ id: 5 }` is `/things/5/`. Throws when a parameter is missing. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a query object: undefined and null values are left out; arrays repeat the key. */
export function searchOf(query?: Record<string, unknown>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The URL of one call, relative to the API's base. */
export const urlOf = (e: Pick<AnyEndpoint, 'path'>, input?: { params?: unknown; query?: unknown }) =>
  pathOf(e.path, input?.params as Record<string, unknown> | undefined) + searchOf(input?.query as Record<string, unknown> | undefined);
