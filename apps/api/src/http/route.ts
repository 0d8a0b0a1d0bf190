import type { UserCategory } from '@portal/contract';
import type { Access, AnyEndpoint, EndpointSchemas, SchemasOf } from '@portal/contract/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type z } from 'zod';
import { AppError } from './errors';
import { idempotencyKeyOf, type IdempotencyStore } from './idempotency';

/** The signed-in person a request acts for, taken from a verified access token. */
export type Caller = {
  id: number;
  category: UserCategory;
  familyId: string;
  /** When the access token it came from expires (a stream ends then, and the tab reconnects). */
  expiresAt?: Date;
  /** She signed in with a one-time password and has not changed it yet: only OPEN_WHILE_PASSWORD_HELD answer her. */
  mustChangePassword?: boolean;
};

/**
 * What a person on a one-time password may still call: her profile, the change itself and signing out.
 * Everything else answers 403 PASSWORD_CHANGE_REQUIRED, so the hold does not depend on the portal sending
 * her to the change page. The live stream too (the shell's tries back off until the change): a security
 * probe read the owner's chats there, replayed from a day back, with the one-time password an admin
 * had just handed out.
 */
export const OPEN_WHILE_PASSWORD_HELD: ReadonlySet<string> = new Set(['accounts.me', 'accounts.changePassword', 'accounts.logout']);

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

type Declared = { access: Access; schemas: () => Promise<EndpointSchemas> } & Omit<AnyEndpoint, 'access' | 'schemas'>;

/** What a handler receives: the parsed request and who is calling. */
export type HandlerContext<E extends Declared> = {
  body: Out<SchemasOf<E>['body']>;
  query: Out<SchemasOf<E>['query']>;
  params: Out<SchemasOf<E>['params']>;
  caller: E['access'] extends 'public' ? Caller | null : Caller;
  req: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers what the response schema accepts; the router parses it before sending. */
export type Handler<E extends Declared> = (
  ctx: HandlerContext<E>,
) => Promise<SchemasOf<E>['response'] extends z.ZodType ? z.input<SchemasOf<E>['response']> : void>;

/** An endpoint with its schemas resolved: what the OpenAPI document is built from. */
export type MountedEndpoint = { endpoint: AnyEndpoint; schemas: EndpointSchemas };

/** Turns zod issues into `{ "field.path": ["메시지"] }`; form-level issues go under "_". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function parse(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('BAD_REQUEST', undefined, fieldErrorsOf(result.error));
  return result.data;
}

/** The Cache-Control of an answer whose handler sets none. */
export const NOT_KEPT = 'private, no-store';

/** The route URL Fastify registers: the contract's path as it is (`:id` segments included). */
const routeUrl = (e: AnyEndpoint) => e.path;

export type Router = {
  /** Attaches the handler of one contract endpoint. Each endpoint is implemented exactly once. */
  implement: <E extends Declared>(endpoint: E, handler: Handler<E>) => void;
  /**
   * Resolves every schema and registers the routes with Fastify. Throws when an endpoint of `declared`
   * has no handler, or a handler was given for an endpoint that is not declared.
   */
  mount: (declared: readonly AnyEndpoint[]) => Promise<readonly MountedEndpoint[]>;
};

/**
 * Registers the contract's endpoints: validates requests with their schemas, checks who may call
 * them, and parses every answer through the response schema so that nothing undeclared leaves the
 * server. The one way a route enters the API.
 */
export function createRouter(
  app: FastifyInstance,
  authenticate: (req: FastifyRequest) => Promise<Caller | null>,
  idempotency: IdempotencyStore,
): Router {
  const handlers = new Map<AnyEndpoint, Handler<AnyEndpoint>>();
  // A public route serves a caller whose token is stale, expired or revoked as a signed-out one:
  // a client that adds its bearer token to every call must still reach the refresh and public pages.
  async function callerOf(req: FastifyRequest, isPublic: boolean): Promise<Caller | null> {
    try {
      return await authenticate(req);
    } catch (e) {
      if (isPublic && e instanceof AppError) return null;
      throw e;
    }
  }

  function register(endpoint: AnyEndpoint, schemas: EndpointSchemas, handler: Handler<AnyEndpoint>) {
    const { access } = endpoint;
    app.route({
      method: endpoint.method,
      url: routeUrl(endpoint),
      handler: async (req, reply) => {
        const caller = await callerOf(req, access === 'public');
        if (access !== 'public') {
          if (!caller) throw new AppError('UNAUTHENTICATED');
          // A category that may not call a route learns nothing about it: the same 404 as a wrong path.
          if (Array.isArray(access) && !access.includes(caller.category)) throw new AppError('ROUTE_NOT_FOUND');
          if (caller.mustChangePassword && !OPEN_WHILE_PASSWORD_HELD.has(endpoint.id)) throw new AppError('PASSWORD_CHANGE_REQUIRED');
        }
        const ctx = {
          body: parse(schemas.body, req.body),
          query: parse(schemas.query, req.query),
          params: parse(schemas.params, req.params),
          caller,
          req,
          reply,
        } as HandlerContext<AnyEndpoint>;
        // A create sent again with its key (an answer lost on the way) gets the first one's answer.
        const once = endpoint.idempotent && caller ? idempotencyKeyOf(req.headers['idempotency-key']) : null;
        if (once) {
          // The whole request: the same memo sent with one key to another plan is another request,
          // not the first one's answer (the address names what it is about).
          const claim = await idempotency.claim(caller!.id, once, endpoint.id, { body: ctx.body, params: ctx.params, query: ctx.query });
          if (claim.kind === 'replay')
            return reply.header('idempotent-replayed', 'true').header('cache-control', NOT_KEPT).code(claim.status).send(claim.body);
        }
        let result: unknown;
        try {
          result = await handler(ctx);
        } catch (e) {
          if (once) await idempotency.release(caller!.id, once);
          throw e;
        }
        // A stream's handler has answered by itself (hijacked the reply, or sent a file).
        if (endpoint.stream) return reply;
        // An answer is about this moment and often about this caller: no browser or proxy keeps it,
        // unless its handler said otherwise (the site's public information is kept for a minute).
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', NOT_KEPT);
        if (schemas.response === null) return reply.code(endpoint.status ?? 204).send();
        const parsed = schemas.response.safeParse(result);
        if (!parsed.success) {
          const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code }));
          app.logUnexpected(req, { endpoint: endpoint.id, issues }, 'response does not match its schema');
          throw new AppError('INTERNAL');
        }
        if (once) await idempotency.finish(caller!.id, once, endpoint.status ?? 200, parsed.data);
        return reply.code(endpoint.status ?? 200).send(parsed.data);
      },
    });
  }

  return {
    implement(endpoint, handler) {
      const key = endpoint as unknown as AnyEndpoint;
      if (handlers.has(key)) throw new Error(`${key.id} is implemented twice`);
      handlers.set(key, handler as unknown as Handler<AnyEndpoint>);
    },
    async mount(declared) {
      const missing = declared.filter((e) => !handlers.has(e)).map((e) => e.id);
      if (missing.length) throw new Error(`endpoints without a handler: ${missing.join(', ')}`);
      const stray = [...handlers.keys()].filter((e) => !declared.includes(e)).map((e) => e.id);
      if (stray.length) throw new Error(`handlers for endpoints that are not declared: ${stray.join(', ')}`);
      const mounted = await Promise.all(declared.map(async (endpoint) => ({ endpoint, schemas: await endpoint.schemas() })));
      for (const { endpoint, schemas } of mounted) register(endpoint, schemas, handlers.get(endpoint)!);
      return mounted;
    },
  };
}
