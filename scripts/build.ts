// `npm run build`: the web app, built fresh (the API runs from its TypeScript sources on Node 24).
import { buildWeb } from './web-build.ts';

buildWeb();
