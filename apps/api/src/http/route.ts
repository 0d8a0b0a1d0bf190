import type { UserCategory } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './errors';

/** The signed-in person a request acts for, taken from a verified access token. */
export type Caller = { id: number; category: UserCategory; familyId: string };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Access = 'public' | 'signed-in' | readonly UserCategory[];

type Ctx<B, Q, P, A extends Access> = {
  body: B;
  query: Q;
  params: P;
  caller: A extends 'public' ? Caller | null : Caller;
  req: FastifyRequest;
  reply: FastifyReply;
};

export type RouteSpec<
  B extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType | null = z.ZodType | null,
  A extends Access = Access,
> = {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  access: A;
  body?: B;
  query?: Q;
  params?: P;
  /** null answers 204 with no body. */
  response: R;
  status?: number;
  handler: (
    ctx: Ctx<z.output<B>, z.output<Q>, z.output<P>, A>,
  ) => Promise<R extends z.ZodType ? z.input<R> : void>;
};

/** Turns zod issues into `{ "field.path": ["메시지"] }`; form-level issues go under "_". */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

function parse<T extends z.ZodType>(schema: T | undefined, value: unknown): z.output<T> {
  if (!schema) return undefined as z.output<T>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new AppError('BAD_REQUEST', undefined, fieldErrorsOf(result.error));
  return result.data;
}

export type Router = {
  route: <
    B extends z.ZodType,
    Q extends z.ZodType,
    P extends z.ZodType,
    R extends z.ZodType | null,
    A extends Access,
  >(
    spec: RouteSpec<B, Q, P, R, A>,
  ) => void;
  readonly specs: readonly RouteSpec[];
};

/**
 * Registers routes that validate with the contract's zod schemas, check who may call them, and
 * remember themselves for the OpenAPI document: the one way a route enters the API.
 */
export function createRouter(
  app: FastifyInstance,
  authenticate: (req: FastifyRequest) => Promise<Caller | null>,
): Router {
  const specs: RouteSpec[] = [];
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
  return {
    specs,
    route(spec) {
      specs.push(spec as unknown as RouteSpec);
      app.route({
        method: spec.method,
        url: spec.url,
        handler: async (req, reply) => {
          const caller = await callerOf(req, spec.access === 'public');
          if (spec.access !== 'public') {
            if (!caller) throw new AppError('UNAUTHENTICATED');
            // A category that may not call a route learns nothing about it: the same 404 as a wrong path.
            if (Array.isArray(spec.access) && !spec.access.includes(caller.category))
              throw new AppError('ROUTE_NOT_FOUND');
          }
          const ctx = {
            body: parse(spec.body, req.body),
            query: parse(spec.query, req.query),
            params: parse(spec.params, req.params),
            caller,
            req,
            reply,
          } as Parameters<typeof spec.handler>[0];
          const result = await spec.handler(ctx);
          if (spec.response === null) return reply.code(spec.status ?? 204).send();
          return reply.code(spec.status ?? 200).send(result);
        },
      });
    },
  };
}
