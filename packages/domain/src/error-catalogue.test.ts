import { describe, expect, it } from 'vitest';
import { errorCatalogue, errorMessage, httpStatusOf, isErrorCode } from './error-catalogue.ts';
import { ErrorCode } from './error-codes.ts';
import { locales } from './locale.ts';

const specCodes = [
  1000, 1001, 1300, 1302, 1320, 1321, 1322, 1323, 2001, 2002, 2003, 2010, 2011, 2012, 2014, 8000, 8001, 8002,
  8003, 8004, 8005, 8006, 8007, 8008, 8009, 8010, 8100, 8101, 8102, 8103, 8104,
];
const contractCodes = [1100, 1101, 1102, 9400, 9401, 9403, 9404, 9409, 9413, 9429, 9500];
/** Codes the loyalty part of the contract adds (push messages; vouchers, payouts and plans). */
const loyaltyCodes = [2020, 2030, 2031, 2032, 2033, 2040, 2041];
/**
 * Codes of the fixed part for new work (a studio not ready to go live, an Idempotency-Key reused with another request) and our own
 * (a forged table token, place search unavailable, a studio address taken).
 */
const addedCodes = [2050, 2060, 1303, 2070, 2080];
/** Our own codes for clients, their photos, invitations and the team's levels. */
const teamAndClientCodes = [8300, 8301, 8302, 8303, 8304, 8310, 8311, 8312];

/** The code the contract lists under this number. */
function byNumber(number: number): ErrorCode {
  if (!isErrorCode(number)) throw new Error(`not a code: ${number}`);
  return number;
}

describe('error catalogue', () => {
  it('should hold every code of the spec and the contract', () => {
    for (const code of [
      ...specCodes,
      ...contractCodes,
      ...loyaltyCodes,
      ...addedCodes,
      ...teamAndClientCodes,
    ])
      expect(isErrorCode(code)).toBe(true);
    expect(Object.keys(errorCatalogue)).toHaveLength(
      specCodes.length +
        contractCodes.length +
        loyaltyCodes.length +
        addedCodes.length +
        teamAndClientCodes.length,
    );
  });

  it('should name every code once', () => {
    const named = Object.values(ErrorCode);
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual(Object.keys(errorCatalogue).map(Number).sort());
  });

  it('should have a distinct text in every language for every code', () => {
    for (const code of Object.keys(errorCatalogue).map(Number)) {
      const texts = locales.map((locale) => errorMessage(byNumber(code), locale));
      for (const text of texts) expect(text.length).toBeGreaterThan(5);
      expect(new Set(texts).size).toBe(locales.length);
    }
  });

  it('should answer a failed payment with 402 and the voucher and plan refusals with 404 or 409', () => {
    expect(httpStatusOf(ErrorCode.paymentFailed)).toBe(402);
    expect(httpStatusOf(ErrorCode.voucherNotFound)).toBe(404);
    for (const number of [2031, 2032, 2033, 2040]) expect(httpStatusOf(byNumber(number))).toBe(409);
  });

  it('should map codes to the HTTP status of the contract', () => {
    for (const number of [2001, 2002, 2003, 2010, 2011, 2014, 8001, 8002, 8007, 8104]) {
      expect(httpStatusOf(byNumber(number))).toBe(409);
    }
    for (const number of [1302, 8005, 8009, 9400]) expect(httpStatusOf(byNumber(number))).toBe(400);
    for (const number of [
      1000, 1001, 1300, 1321, 2012, 8000, 8004, 8006, 8008, 8010, 8100, 8101, 8102, 8103,
    ]) {
      expect(httpStatusOf(byNumber(number))).toBe(404);
    }
    expect(httpStatusOf(byNumber(1100))).toBe(401);
    expect(httpStatusOf(byNumber(1101))).toBe(403);
    expect(httpStatusOf(byNumber(1102))).toBe(403);
    expect(httpStatusOf(byNumber(9401))).toBe(401);
    expect(httpStatusOf(byNumber(9403))).toBe(403);
    expect(httpStatusOf(byNumber(9409))).toBe(409);
    expect(httpStatusOf(byNumber(9413))).toBe(413);
    expect(httpStatusOf(byNumber(9429))).toBe(429);
    expect(httpStatusOf(byNumber(2020))).toBe(429);
    expect(httpStatusOf(byNumber(9500))).toBe(500);
    expect(httpStatusOf(ErrorCode.idempotencyKeyReused)).toBe(422);
    expect(httpStatusOf(ErrorCode.tableTokenInvalid)).toBe(400);
  });

  it("should answer the push limit with the spec's own German text", () => {
    expect(errorMessage(byNumber(2020), 'de')).toBe(
      'Du hast heute bereits eine Push-Nachricht gesendet. Du kannst erst in 24h eine neue Nachricht schicken.',
    );
  });

  it('should take a code only by name, never as a bare number', () => {
    expect(httpStatusOf(ErrorCode.shopNotFound)).toBe(404);
    // @ts-expect-error the type check refuses a bare number where a code is expected
    expect(httpStatusOf(1001)).toBe(404);
  });

  it('should not treat unknown numbers as codes', () => {
    expect(isErrorCode(1234)).toBe(false);
    expect(isErrorCode('1000')).toBe(false);
  });
});
