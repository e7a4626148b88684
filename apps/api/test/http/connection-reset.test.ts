// A client that resets its connection right after sending a request leaves the
// request without an address; the per-address limits must not fail (and log a 500) because of it.
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { getTestPlatform, testApiKey, testClock } from '../support/test-platform.ts';

describe('a connection reset mid-request', () => {
  const logLines: { level: number; msg: string }[] = [];
  let port = 0;
  // Requests the server took in, and those it answered (or failed) to the end.
  let arrived = 0;
  let finished = 0;
  let close: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const { db, tokens } = await getTestPlatform();
    const config = loadConfig({ DATA_DIR: 'memory://', API_KEYS: testApiKey });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
        done();
      },
    });
    const app = await buildApp(
      { db, tokens, mailer: createMailer(db), config, clock: testClock },
      { logger: { level: 'error', stream } },
    );
    app.server.on('request', () => {
      arrived += 1;
    });
    app.addHook('onSend', async () => {
      finished += 1;
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    close = () => app.close();
  });

  afterAll(async () => {
    await close();
  });

  it('should not fail in the rate limiter when the client is gone', async () => {
    for (let round = 0; round < 20; round += 1) {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
      socket.write(
        `GET /api/bookings/by-token?token=${'t'.repeat(40)} HTTP/1.1\r\nHost: localhost\r\nx-api-key: ${testApiKey}\r\n\r\n`,
      );
      socket.resetAndDestroy();
    }
    // Done when every request the server took in has run to its answer; a reset can stop one
    // before it arrives at all.
    await expect.poll(() => arrived > 0 && arrived === finished, { timeout: 15_000 }).toBe(true);
    expect(logLines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([]);
  });
});
