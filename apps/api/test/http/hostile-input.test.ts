// Inputs no form produces but any client can send: bodies nested thousands of levels deep and
// strings holding half a UTF-16 surrogate pair. Each is refused with 400 9400 naming the problem,
// before any access check and without touching the database.
import { errorMessage, fieldProblemMessage } from '@studio/domain/error-catalogue';
import { ErrorCode } from '@studio/domain/error-codes';
import { describe, expect, it } from 'vitest';
import { bookingStudio } from '../support/booking-fixtures.ts';
import { createShop, createUser, tokenFor } from '../support/fixtures.ts';
import { call, getTestPlatform, testApiKey } from '../support/test-platform.ts';

/** The probe's body: 10,000 levels of arrays in objects, about 20 KB. */
const tenThousandDeep = `${'{"a":['.repeat(5_000)}${']}'.repeat(5_000)}`;

describe('deeply nested JSON', () => {
  it('should refuse a body nested 10,000 deep on every JSON route with 400, anonymously', async () => {
    const { app } = await getTestPlatform();
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const jsonRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(jsonRoutes.length).toBeGreaterThan(60);
    expect(tenThousandDeep.length).toBeGreaterThan(19_000);
    const answers: string[] = [];
    for (const route of jsonRoutes) {
      const url = route.path.replaceAll(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await app.inject({
        method: route.method as 'POST',
        url,
        headers: { 'x-api-key': testApiKey, 'content-type': 'application/json', 'accept-language': 'en' },
        payload: tenThousandDeep,
      });
      // Stripe's webhook keeps the raw bytes for the signature and answers 404 without Stripe.
      if (route.path === '/api/payments/stripe/webhook') {
        expect(response.statusCode).toBe(404);
        continue;
      }
      answers.push(`${route.method} ${route.path} ${response.statusCode} ${response.body}`);
    }
    const expected = `400 ${JSON.stringify({
      errorCode: 9400,
      message: errorMessage(ErrorCode.invalidInput, 'en'),
      fields: { _: fieldProblemMessage('nestedTooDeep', 'en') },
    })}`;
    expect(answers.filter((answer) => !answer.endsWith(expected))).toEqual([]);
  });

  it('should accept 32 levels and refuse 33 in a body', async () => {
    const admin = await tokenFor(await createUser({ role: 'globalAdmin' }));
    const arrays = (count: number) => `${'['.repeat(count)}${']'.repeat(count)}`;
    // The body's object and 31 arrays: the route's own schema refuses the shape, after the nesting passed.
    const fine = await call('POST', '/api/shops', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: `{"name":${arrays(31)}}`,
    });
    expect(fine.statusCode).toBe(400);
    expect(fine.json().fields).toHaveProperty('name');
    const tooDeep = await call('POST', '/api/shops', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: `{"name":${arrays(32)}}`,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(Object.keys(tooDeep.json().fields)).toEqual(['_']);
  });

  it('should count brackets inside strings as text, not as nesting', async () => {
    const studio = await bookingStudio();
    const response = await call('POST', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
      body: { name: `[{${'['.repeat(60)}`, color: '#D81B60' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('should refuse a lone surrogate in a deal proposal’s title with 400 and store nothing', async () => {
    const shop = await createShop();
    const owner = await tokenFor(await createUser({ role: 'shopAdmin', shopId: shop.id }));
    const response = await call('POST', `/api/shops/${shop.id}/deals`, {
      token: owner,
      language: 'en',
      body: {
        title: 'Gel \ud800',
        offerText: '20 %',
        description: 'Gel',
        validFrom: '2026-11-01',
        validTo: '2026-12-31',
        hot: false,
        multiUse: false,
        type: 'independent',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      errorCode: 9400,
      message: errorMessage(ErrorCode.invalidInput, 'en'),
      fields: { title: fieldProblemMessage('forbiddenCharacter', 'en') },
    });
    const { db } = await getTestPlatform();
    expect(await db.selectFrom('approval_requests').selectAll().execute()).toEqual([]);
  });

  it('should refuse a lone surrogate instead of storing U+FFFD in a team member’s name', async () => {
    const studio = await bookingStudio();
    const before = await call('GET', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
    });
    for (const name of ['\ud800', 'Anna \udfff', 'Anna \ude00\ud83d']) {
      const response = await call('POST', `/api/shops/${studio.shop.id}/team-members`, {
        token: studio.ownerToken,
        body: { name, color: '#D81B60' },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().fields).toHaveProperty('name');
    }
    const after = await call('GET', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
    });
    expect(after.json()).toEqual(before.json());
    // A whole pair is text like any other.
    const emoji = await call('POST', `/api/shops/${studio.shop.id}/team-members`, {
      token: studio.ownerToken,
      body: { name: 'Anna 💅', color: '#D81B60' },
    });
    expect(emoji.statusCode).toBe(201);
  });

  it('should refuse a lone surrogate in an object key and in a page view without a sign-in', async () => {
    const keyed = await call('POST', '/api/analytics/page-views', {
      headers: { 'content-type': 'application/json' },
      body: '{"path":"/","visitorId":"v","\\ud800":1}',
    });
    expect(keyed.statusCode).toBe(400);
    const valued = await call('POST', '/api/analytics/page-views', {
      headers: { 'content-type': 'application/json' },
      body: '{"path":"/\\udc00","visitorId":"v"}',
    });
    expect(valued.statusCode).toBe(400);
    expect(valued.json().fields).toHaveProperty('path');
  });
});
