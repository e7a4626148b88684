#!/bin/sh
# The production build, exactly as the Dockerfile runs it (and as scripts/production-recipe.test.ts
# runs it on a clean copy in every `npm test`): every dependency, a fresh web build, then only the
# packages the server needs at run time.
set -eu
cd "$(dirname "$0")/.."
npm run build
npm prune --omit=dev --no-audit --no-fund --loglevel=error
