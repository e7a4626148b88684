// The served OpenAPI document, checked the way a partner's tools read it: an independent validator,
// every reference resolvable, and each operation with its summary, security and error answers.
import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { call, getTestPlatform } from '../support/test-platform.ts';

interface Operation {
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: OperationErrorCodes } }> }>;
}
interface OperationErrorCodes {
  errorCode?: { enum?: number[] };
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

async function servedDocument(url = '/api/openapi.json'): Promise<OpenApiDocument> {
  const response = await call('GET', url, { apiKey: null });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

/** Every `$ref` in the document, with where it stands. */
function refsOf(value: unknown, at: string, into: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) refsOf(item, `${at}/${index}`, into);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') into.push([at, child]);
      else refsOf(child, `${at}/${key}`, into);
    }
  }
  return into;
}

function errorCodesOf(operation: Operation): number[] {
  return Object.entries(operation.responses)
    .filter(([status]) => Number(status) >= 400)
    .flatMap(
      ([, response]) => response.content?.['application/json']?.schema.properties?.errorCode?.enum ?? [],
    )
    .sort((a, b) => a - b);
}

describe('OpenAPI document', () => {
  it('should pass an independent OpenAPI 3.1 validator', async () => {
    const document = await servedDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as unknown as Parameters<typeof validate>[0]);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('should resolve every schema reference to a component', async () => {
    const document = await servedDocument();
    for (const [at, ref] of refsOf(document, '#')) {
      const name = ref.replace('#/components/schemas/', '');
      expect(document.components.schemas, `${at} → ${ref}`).toHaveProperty([name]);
    }
    expect(document.components.schemas).toHaveProperty(['ErrorEnvelope']);
  });

  it('should serve the same document to the reference page', async () => {
    const [served, docs] = await Promise.all([servedDocument(), servedDocument('/api/docs/json')]);
    expect(docs).toEqual(served);
  });

  it('should give every operation a summary, its security and the error envelope with its codes', async () => {
    const document = await servedDocument();
    for (const [name, operation] of operationsOf(document)) {
      expect(operation.summary, name).toMatch(/\S/);
      expect(operation.security, name).toBeDefined();
      expect(errorCodesOf(operation), name).toContain(9500);
      const success = Object.keys(operation.responses).filter((status) => /^[23]\d\d$/.test(status));
      expect(success, `${name}: its answer when it succeeds`).not.toEqual([]);
    }
  });

  it('should derive security from each route’s access declaration', async () => {
    const { app } = await getTestPlatform();
    const document = await servedDocument();
    const bearerRoles = new Set(['account', 'customerOrShopAdmin', 'shopAdmin', 'globalAdmin']);
    for (const route of app.declaredRoutes) {
      const operation = document.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden: this document itself
      const name = `${route.method} ${route.url}`;
      if (bearerRoles.has(route.access.role)) {
        expect(operation.security, name).toEqual([{ apiKey: [], bearer: [] }]);
        expect(errorCodesOf(operation), name).toContain(9401);
      }
      if (route.access.role !== 'public' && route.access.role !== 'account') {
        expect(errorCodesOf(operation), name).toContain(9403);
      }
      if (route.access.shop !== 'none') expect(errorCodesOf(operation), name).toContain(1001);
    }
    const open = document.paths['/api/health']?.get;
    expect(open?.security).toEqual([]);
    const publicRoute = document.paths['/api/shops/{shopId}/slots']?.get;
    expect(publicRoute?.security).toEqual([{ apiKey: [] }, { apiKey: [], bearer: [] }]);
  });

  it('should list every error code a description names among the operation’s answers', async () => {
    const document = await servedDocument();
    for (const [name, operation] of operationsOf(document)) {
      const named = [...(operation.description ?? '').matchAll(/errorCode (\d{4})/g)].map((match) =>
        Number(match[1]),
      );
      for (const code of named) expect(errorCodesOf(operation), `${name} names ${code}`).toContain(code);
    }
  });

  it('should answer validation failures with 9400 wherever a route reads input', async () => {
    const document = await servedDocument();
    const booking = document.paths['/api/shops/{shopId}/bookings']?.post;
    expect(
      booking?.responses['400']?.content?.['application/json']?.schema.properties?.errorCode?.enum,
    ).toContain(9400);
    expect(errorCodesOf(booking as Operation)).toEqual(expect.arrayContaining([8104, 9413, 9429]));
  });

  it('should show examples for the booking flow’s requests', async () => {
    const document = await servedDocument();
    const bodyExample = (path: string) =>
      document.paths[path]?.post?.requestBody?.content['application/json']?.example;
    expect(bodyExample('/api/auth/login')).toMatchObject({ email: expect.any(String) });
    expect(bodyExample('/api/shops/{shopId}/bookings')).toMatchObject({ start: expect.any(String) });
    expect(bodyExample('/api/bookings/cancel')).toMatchObject({ token: expect.any(String) });
    const slotParameters = document.paths['/api/shops/{shopId}/slots']?.get?.parameters ?? [];
    for (const name of ['serviceIds', 'from', 'to']) {
      expect(slotParameters.find((parameter) => parameter.name === name)?.example, name).toBeDefined();
    }
  });
});
