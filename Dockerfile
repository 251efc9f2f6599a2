# syntax=docker/dockerfile:1
# StrongBond's container image (docs/deploy.md). Multi-stage: dependencies and the SPA build happen in build
# stages; the runtime stage holds production dependencies, the built SPA and the server's TypeScript (Node 24
# runs it directly), and runs as the unprivileged `node` user.
#   docker build -t strongbond .
#   docker run --rm --env-file prod.env strongbond node scripts/db-migrate.ts     # release step
#   docker run -d --env-file prod.env -e MIGRATE=0 -p 3000:3000 strongbond         # each app process

FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    MIGRATE=0 \
    TRUST_PROXY=1
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/dist ./dist
COPY --chown=root:root package.json ./
COPY --chown=root:root src/server ./src/server
COPY --chown=root:root src/shared ./src/shared
COPY --chown=root:root scripts ./scripts
# The code is root-owned and read-only to the app; only DATA_DIR is writable (unused with DATABASE_URL and AUTH_SECRET).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# /readyz answers 200 once the database answers: the container runtime (and a load balancer's active check) use it.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "src/server/main.ts"]
