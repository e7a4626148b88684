// `npm start`: build the web app if needed, then run the server with the demo studio.
import { enableCompileCache, flushCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './web-build.ts';

// Most of a warm start went into stripping the types of the API's hundreds of files and compiling
// them: node keeps the result per file content, so only changed files are compiled again.
enableCompileCache(fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url)));

buildWebIfStale();
process.env.SEED_DEMO ??= 'true';
// The banner is the start's last word: the jobs' routine notes (info) would follow it.
process.env.LOG_LEVEL ??= 'warn';
await import('../apps/api/src/main.ts');
// Written now rather than at exit: a server that is killed never gets to write it.
flushCompileCache();
