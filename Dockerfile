# syntax=docker/dockerfile:1
# GoalGuessr's production image: the match server bundled to plain Node, serving the built (precompressed) web
# client and the matches on one origin, port 2567.
#
#   docker build -t goalguessr .
#   docker run --rm -p 2567:2567 --stop-timeout 150 goalguessr
#
# - build: the full install (`npm ci`, dev tools included) and `npm run build`.
# - deps: a server-only production install from the same lockfile; 75 MiB instead of the 848 MB of a full
#   `npm ci` (server.install.test.ts runs these exact steps outside a container and prints the figures).
# - runtime: Node 24 slim, tini as PID 1 forwarding SIGTERM to node (node never runs as PID 1, which would
#   ignore signals it has no handler for), the `node` user, node started directly (never through npm, which
#   loses or doubles the stop signal: see the README's "Stopping").
#
# SIGTERM drains (running matches finish, up to DRAIN_TIMEOUT_MS = 120 s), so the stop grace period must be
# longer: `docker run --stop-timeout 150`, compose `stop_grace_period: 150s`, Kubernetes
# `terminationGracePeriodSeconds: 150`. Docker's default of 10 s would void every running match.
ARG NODE_VERSION=24

# the lockfile and every manifest npm needs to read it (both installs start from these alone, so a change
# elsewhere in the source does not invalidate their layers)
FROM node:${NODE_VERSION}-bookworm-slim AS manifests
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/client/package.json apps/client/
COPY packages/game-core/package.json packages/game-core/
COPY packages/protocol/package.json packages/protocol/
COPY packages/footballers/package.json packages/footballers/

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /src
COPY --from=manifests /src ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /src ./
# only what the bundle imports at run time (Colyseus, ioredis, pg, pino, prom-client, express, zod, msgpackr);
# the workspace packages are bundled into it; no install script is needed (msgpackr's native part is prebuilt)
RUN npm ci --omit=dev --workspace apps/server --ignore-scripts --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=2567 \
    WEB_ROOT=/app/apps/client/dist \
    DATABASE_FILE=/app/data/goalguessr.sqlite \
    REPORTS_FILE=/app/data/card-reports.jsonl
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /src/apps/server/dist apps/server/dist
COPY --from=build /src/apps/client/dist apps/client/dist
COPY --from=build /src/LICENSE /src/CHANGELOG.md ./
# the SQLite ladder (without DATABASE_URL) and the card reports: the only files the server writes
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 2567
STOPSIGNAL SIGTERM
# liveness only: a Redis outage or a drain makes /health/ready 503, which must not get a playing process restarted
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--no-memory-reducer", "--no-parallel-scavenge", "apps/server/dist/server/index.mjs"]
