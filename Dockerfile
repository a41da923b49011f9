# Tessera container image.
#
#   docker build -t tessera .            (or: podman build -t tessera .)
#
# Three stages on one base: `build` compiles the server (tsc) and the admin console (Vite) with
# every dependency; `deps` installs the production dependencies alone; the final stage copies
# those node_modules, dist/ (server, migrations and console) and schema/ (the GraphQL SDL is read
# at start), and nothing else. It runs node on dist/src/main.js directly, with the node flags of
# `npm start`: `npm start` would build first and needs the dev dependencies.
#
# BASE_IMAGE is an argument so the same file builds from a local base where Docker Hub cannot be
# reached (see "Container image" in docs/deployment.md); it must provide node >= 20 and npm in
# PATH, and useradd.
ARG BASE_IMAGE=node:20-bookworm-slim

# argon2 ships prebuilt binaries, but falls back to compiling when its prebuild does not load
# (its linux-x64 glibc prebuild crashes on some hosts, this project's test machine among them):
# the install stages carry a compiler. None of it reaches the final stage.
FROM ${BASE_IMAGE} AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

FROM toolchain AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY schema ./schema
COPY migrations ./migrations
COPY src ./src
COPY scripts/build.mjs ./scripts/
RUN npm run build

FROM toolchain AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${BASE_IMAGE}
ENV NODE_ENV=production \
    PORT=3001 \
    DATA_DIR=/var/lib/tessera
# A fixed uid/gid of our own (not the base's `node` user, which a local base may not have), so
# a mounted data directory can be chowned to it ahead of time: 10001:10001.
RUN groupadd --system --gid 10001 tessera \
 && useradd --system --uid 10001 --gid tessera --no-create-home --home-dir /app --shell /usr/sbin/nologin tessera \
 && mkdir -p /var/lib/tessera \
 && chown tessera:tessera /var/lib/tessera
WORKDIR /app
# Owned by root and read-only to the service: it writes only to DATA_DIR (the PGlite database,
# when DATABASE_URL is not set).
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY schema ./schema
COPY assets ./assets
COPY --from=build /app/dist ./dist
COPY bin ./bin
USER tessera
# The embedded PGlite database lives here when no DATABASE_URL is given.
VOLUME ["/var/lib/tessera"]
EXPOSE 3001
# Ready = database reachable and migrations applied. Node's fetch: slim images have no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3001)+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM stops in-flight requests gracefully, then exports the last spans (src/run.ts); node runs
# as PID 1 and handles it. The node flags are those of `npm start` (package.json): V8's memory
# reducer off, so the first burst after a quiet spell does not pay for shrinking the heap, and a
# young generation that stays at its full 16 MB after a quiet spell, so what a request keeps
# while it waits on the database dies young instead of filling the old generation
# (docs/operations.md, Memory; test/perf/memory-reducer.test.ts keeps the two the same).
STOPSIGNAL SIGTERM
CMD ["node", "--no-memory-reducer", "--min-semi-space-size=16", "dist/src/main.js"]
