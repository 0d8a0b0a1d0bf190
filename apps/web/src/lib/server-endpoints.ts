import 'server-only';
import { urlOf, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '@portal/contract/endpoint';
import { serverConfig } from './server-config';

type Loose = { params?: unknown; query?: unknown; body?: unknown };

/**
 * The portal's server calling the API directly (sign-in, site information): the same declarations as
 * the browser's `callEndpoint`, without the session's token handling. Answers the raw response, so
 * the caller decides what each status means.
 */
export function fetchEndpoint<E extends AnyEndpoint>(
  e: E,
  input: EndpointInput<E>,
  init: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const { body } = input as Loose;
  return fetch(serverConfig.apiInternalUrl + urlOf(e, input as Loose), {
    method: e.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...init.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    cache: 'no-store',
    signal: init.signal,
  });
}

/** The body of a successful answer, checked against the endpoint's response schema; null when it does not match. */
export async function readEndpointResponse<E extends AnyEndpoint>(e: E, res: Response): Promise<EndpointResponse<E> | null> {
  const schema = (await e.schemas()).response;
  const json: unknown = await res.json().catch(() => null);
  if (!schema) return null;
  const parsed = schema.safeParse(json);
  return parsed.success ? (parsed.data as EndpointResponse<E>) : null;
}
