import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBareAppErrorCodes, findBareWebErrorCodes } from './error-code-rules.ts';
import { removeSourceTrees, sourceTree } from './source-tree-fixture.ts';

afterEach(removeSourceTrees);

describe('error codes in the API', () => {
  it('should fail on a bare number given to new AppError, also inside a condition', () => {
    const dir = sourceTree({
      'features/shops/find-shop.ts': 'export function f() {\n  throw new AppError(1001);\n}\n',
      'features/bookings/cancel.ts':
        'export const g = (late: boolean) => {\n  throw new AppError(late ? 8002 : ErrorCode.conflict, { cause: 1 });\n};\n',
    });
    expect(findBareAppErrorCodes(dir)).toEqual([
      { file: 'features/bookings/cancel.ts', line: 2, reason: expect.stringContaining('new AppError(8002)') },
      { file: 'features/shops/find-shop.ts', line: 2, reason: expect.stringContaining('new AppError(1001)') },
    ]);
  });

  it('should allow named codes, codes passed along and numbers in the options', () => {
    const dir = sourceTree({
      'features/shops/find-shop.ts':
        'throw new AppError(ErrorCode.shopNotFound);\nthrow new AppError(refusal);\nthrow new AppError(ErrorCode.rateLimited, { retryAfterSeconds: 60 });\nconst size = 1001;\n',
    });
    expect(findBareAppErrorCodes(dir)).toEqual([]);
  });
});

describe('error codes in the web', () => {
  it('should fail on an error code compared with a number, either way round', () => {
    const dir = sourceTree({
      'features/gifts/api/list-gifts.ts':
        'if (isApiError(error) && error.errorCode === 9404) none();\nif (9409 !== failure?.errorCode) x();\n',
      'features/auth/oidc.tsx': 'const retry = (code: number | null) => code == 9401;\nconst el = <div />;\n',
    });
    expect(findBareWebErrorCodes(dir).map(({ file, line }) => `${file}:${line}`)).toEqual([
      'features/auth/oidc.tsx:1',
      'features/gifts/api/list-gifts.ts:1',
      'features/gifts/api/list-gifts.ts:2',
    ]);
  });

  it('should fail on a numbered case in a switch on an error code', () => {
    const dir = sourceTree({
      'lib/messages.ts':
        'switch ((error.errorCode as number)) {\n  case ErrorCode.notFound:\n    break;\n  case 9400:\n    break;\n}\n',
    });
    expect(findBareWebErrorCodes(dir)).toEqual([
      { file: 'lib/messages.ts', line: 4, reason: expect.stringContaining('case 9400') },
    ]);
  });

  it('should allow names, and numbers compared with what is not a code', () => {
    const dir = sourceTree({
      'features/gifts/api/list-gifts.ts':
        'if (isApiError(error) && error.errorCode === ErrorCode.notFound) none();\nif (error.status === 404) x();\nif (slots === 1000) y();\nswitch (status) {\n  case 404:\n}\n',
    });
    expect(findBareWebErrorCodes(dir)).toEqual([]);
  });
});

describe('check-error-codes', () => {
  it('should end non-zero and name the place when a bare code is planted on either side', () => {
    const api = sourceTree({ 'features/shops/find-shop.ts': 'throw new AppError(1001);\n' });
    const web = sourceTree({ 'features/gifts/list.ts': 'const none = error.errorCode === 9404;\n' });
    const run = spawnSync(process.execPath, ['scripts/check-error-codes.ts', api, web], {
      cwd: path.resolve(import.meta.dirname, '..'),
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`${api}/features/shops/find-shop.ts:1: new AppError(1001)`);
    expect(run.stderr).toContain(`${web}/features/gifts/list.ts:1: error code === 9404`);
  });
});
