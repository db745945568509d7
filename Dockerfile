# The app as a container image: the bundle (`pnpm bundle`, dist/bundle) on the official
# Node.js image. The bundle is built outside the image, on Linux x64 with glibc like
# this image (it holds native binaries: PostgreSQL, sharp, argon2), so the image gets
# no compiler, no pnpm and no dev dependencies:
#
#   npx -y pnpm@10 install --frozen-lockfile && npx -y pnpm@10 bundle
#   docker build -t 3up3down .
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://… -e AUTH_SECRET=… 3up3down
#
# Without DATABASE_URL it starts the embedded PostgreSQL with its data in /data (a volume):
# one container, for a try or a small site. compose.yaml runs PostgreSQL, two instances
# and a proxy. docs/deploy.md, "Container", says what each setting is for.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    PORT=3000 \
    EMBEDDED_PG_DIR=/data/postgres \
    NEXT_TELEMETRY_DISABLED=1

WORKDIR /app
# Owned by root and read-only to the app: only /data is written (the embedded database).
COPY dist/bundle/ /app/
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]

# The image's unprivileged user (uid 1000); PostgreSQL refuses to run as root anyway.
USER node
EXPOSE 3000

# Healthy = the process answers (/api/health/live), as docs/deploy.md, "Health checks",
# says: an unhealthy container may be restarted (Swarm, autoheal), and restarting on
# readiness would restart every instance at once in a database outage. Send traffic on
# /api/health/ready (the proxy's or the balancer's own check). The start period covers a
# first start's migrations.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# server.mjs passes SIGTERM to the app, which drains (ready turns 503, its turns are
# handed to the other instances, requests under way finish) for DRAIN_DELAY_MS + ~3 s,
# then exits; give it that long before the SIGKILL (`docker stop -t`, stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "server.mjs"]
