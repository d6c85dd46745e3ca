# Vibra's production server in a container (see docs/deploy.md).
#   docker build --build-arg SITE_URL=https://example.com -t vibra .
#   docker run -d --name vibra -p 127.0.0.1:4321:4321 -v vibra-data:/data --stop-timeout 15 vibra
# The embedded database lives in the /data volume; set DATABASE_URL to use PostgreSQL instead.

# --- build: all dependencies, the site, then only the production dependencies kept -----------
FROM node:24-bookworm-slim AS build
# The public address is written into every page (canonical URLs, sitemap), so it is set at build.
ARG SITE_URL=https://vibra.example
WORKDIR /app
ENV ASTRO_TELEMETRY_DISABLED=1 \
    SITE_URL=$SITE_URL
# patches/: fixes to dependencies that npm install applies (patch-package; see docs/decisions.md).
COPY package.json package-lock.json ./
COPY patches ./patches
# `npm install`, not `npm ci`: see docs/deploy.md ("The container image").
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: the build, production dependencies and the server's TypeScript (Node runs it as is) --
FROM node:24-bookworm-slim AS run
ARG SITE_URL=https://vibra.example
WORKDIR /app
ENV NODE_ENV=production \
    SITE_URL=$SITE_URL \
    HOST=0.0.0.0 \
    PORT=4321 \
    DATA_DIR=/data/pglite \
    BACKUP_DIR=/data/backups
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# What src/server/main.ts imports at run time (and the migrations it reads), and the owner's
# commands: npm run newsletter | quiz | chat | db:backup | db:restore.
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/lib ./src/lib
COPY --from=build /app/src/i18n ./src/i18n
COPY --from=build /app/src/config ./src/config
COPY --from=build /app/scripts/newsletter.ts /app/scripts/quiz.ts /app/scripts/chat.ts \
     /app/scripts/db-backup.ts /app/scripts/db-restore.ts ./scripts/
COPY --from=build /app/scripts/lib/owner-command.ts ./scripts/lib/
# Fails the image build if the server imports a file left out above.
RUN node --input-type=module -e "await import('./src/server/start.ts'); await import('./src/server/db/backup.ts')" \
  && mkdir -p /data && chown node:node /data

# The image's own user `node` (uid 1000), never root.
USER node
VOLUME /data
EXPOSE 4321
# The server finishes open requests on SIGTERM and exits within 10 s: stop with --stop-timeout 15
# (compose: stop_grace_period: 15s) so it is never killed mid-request.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 (not npm), so SIGTERM reaches the server's shutdown handler.
CMD ["node", "src/server/main.ts"]
