import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf } from './browser-push.ts';

describe('browser push', () => {
  it('should turn a URL-safe base64 VAPID key into its bytes', () => {
    const bytes = new Uint8Array([4, 251, 255, 0, 62, 63, 128]);
    const base64Url = btoa(String.fromCharCode(...bytes))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect([...applicationServerKeyOf(base64Url)]).toEqual([...bytes]);
  });
});
