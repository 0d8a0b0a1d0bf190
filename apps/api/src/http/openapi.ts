import { z } from 'zod';
import { errorBody } from '@portal/contract';
import { endpointSummaries } from '@portal/contract/endpoints/summaries';
import type { MountedEndpoint } from './route';

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });

/** Path parameters in OpenAPI form: `/things/:id/` becomes `/things/{id}/`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

/** The OpenAPI 3.1 document of every mounted endpoint, generated from the contract's declarations. */
export function buildOpenApi(mounted: readonly MountedEndpoint[], title: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { endpoint: spec, schemas } of mounted) {
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['query', schemas.query],
      ['path', schemas.params],
    ] as const) {
      if (!schema) continue;
      const json = schemaOf(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(json.properties ?? {}))
        parameters.push({ name, in: where, required: where === 'path' || !!json.required?.includes(name), schema: s });
    }
    const status = String(spec.status ?? (schemas.response === null && !spec.stream ? 204 : 200));
    const responses: Record<string, unknown> = {
      [status]: spec.stream
        ? { description: 'OK', content: { [spec.stream === 'events' ? 'text/event-stream' : 'application/octet-stream']: {} } }
        : schemas.response
          ? { description: 'OK', content: { 'application/json': { schema: schemaOf(schemas.response, 'output') } } }
          : { description: 'No content' },
      default: { description: '오류', content: { 'application/json': { schema: schemaOf(errorBody, 'output') } } },
    };
    (paths[openApiPath(spec.path)] ??= {})[spec.method.toLowerCase()] = {
      operationId: spec.id,
      summary: endpointSummaries[spec.id],
      tags: [spec.tag],
      ...(spec.access === 'public' ? { security: [] } : {}),
      'x-allowed-categories': spec.access,
      ...(parameters.length ? { parameters } : {}),
      ...(spec.upload
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
                },
              },
            },
          }
        : {}),
      ...(schemas.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(schemas.body, 'input') } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
