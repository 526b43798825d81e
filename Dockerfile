# Production image: build with every dependency, run with production dependencies and dist/ only.
#   docker build -t nusakode .
#   docker run -d -p 127.0.0.1:3000:3000 -e WHATSAPP_NUMBER=62... nusakode
# Podman: add --format docker to the build, or the HEALTHCHECK below is dropped.

FROM node:26.10.0-slim AS build
WORKDIR /app
# Browsers are never needed to build; npm must not try to fetch one.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# The build needs devDependencies (esbuild, tsx, devicon), whatever NODE_ENV says. No install
# scripts: esbuild runs from its platform package without them, and others would download tools.
RUN --mount=type=cache,target=/root/.npm npm ci --include=dev --ignore-scripts
COPY . .
# The content to build: the project's own, or another folder inside the build context.
ARG CONTENT_DIR=shared/content
RUN CONTENT_DIR="$CONTENT_DIR" npm run build

FROM node:26.10.0-slim AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
# --omit=optional too: valibot's optional peer (typescript, 23 MB) is never needed at run time.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --omit=optional --ignore-scripts

FROM node:26.10.0-slim
# tini is PID 1: it forwards SIGTERM to node (graceful shutdown) and reaps zombies.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && apt-get clean \
  && rm -rf /var/lib/apt/lists/* /var/cache/apt/* /var/log/apt /var/log/dpkg.log
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SHARED_ASSETS_DIR=/app/shared-assets
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
# Run by Node as they are (it strips the types): the watchdog and the release check.
# compose.yaml mounts a volume here, which starts as a copy of this folder: owned by node.
RUN install -d -o node -g node /app/shared-assets /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# -g: tini sends SIGTERM to the supervisor and the server alike (scripts/container/supervise.ts, built to dist/container/).
ENTRYPOINT ["/usr/bin/tini", "-g", "--"]
CMD ["node", "dist/container/supervise.js"]
