# The academic-administration server as a container image (docs/operations.md, "Container image").
#   docker build -t academic-admin .
#   docker volume create academic-data
#   docker run -d --name academic-admin --read-only --tmpfs /tmp -v academic-data:/data \
#     -p 127.0.0.1:3000:3000 --env-file academic-admin.env --stop-timeout 30 academic-admin
# The root file system can be read-only: the server writes only /data (the embedded database); the
# command-line tools, which run their TypeScript through tsx, also write /tmp (tsx's transform cache).

# Build stage: every dependency, then the web app into dist/web and the server into dist/server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: the production dependencies, the built server and web app, and the sources for the
# command-line tools (tsx runs them); owned by root, so the server (user node) cannot change them.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src ./src
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
RUN mkdir /data && chown node:node /data

ENV HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
VOLUME /data
USER node
EXPOSE 3000
# {API_PREFIX}/health: 200 while the process serves (any Host, no session).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + (process.env.API_PREFIX || '/api').replace(/\\/+$/, '') + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: requests in flight get 10 s, then the database is closed; docker stop's default 10 s is
# too short for that: --stop-timeout 30 (compose: stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
