// `npm start`: build the web app if needed, then run the server with the demo studio.
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
process.env.SEED_DEMO ??= 'true';
await import('../apps/api/src/main.ts');
