// Starts the real server as its own process (apps/api/src/main.ts, as production does) and waits
// until it answers its health check.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  address: string;
  /** What the process has written to stdout so far (the start-up banner). */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const address = `http://127.0.0.1:${port}`;
  let errors = '';
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [mainScript], {
    env: { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: address, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server did not start:\n${errors}`);
    const ready = await fetch(`${address}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (attempt > 600) {
      await stop();
      throw new Error(`the server did not answer within 60 s:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { address, output: () => output, stop };
}
