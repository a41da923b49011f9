#!/usr/bin/env bash
# Builds the Tessera image and checks it against a running Postgres: /health, /ready, a
# client_credentials token used on the Management API, the console's SPA at /console/, the process
# running as a non-root user, the image's HEALTHCHECK, every package the build imports resolvable
# with production dependencies only (and no build tool installed), a graceful stop.
# Not part of the test suite (it needs a container engine); see "Container image" in
# docs/deployment.md for the figures of a run.
#
#   scripts/verify-container.sh                 # podman, base node:20-bookworm-slim
#
# Environment (all optional):
#   ENGINE           podman (default) or docker
#   ENGINE_ARGS      global engine flags, e.g. "--runtime runc"
#   RUN_ARGS         extra flags for build and run, e.g. "--ulimit nofile=20000:20000 --ulimit nproc=4096:4096"
#   BASE_IMAGE       the Dockerfile's base (default node:20-bookworm-slim)
#   MAKE_BASE=1      first make BASE_IMAGE (default name localhost/tessera-base:bookworm) with
#                    debootstrap plus this machine's node and npm, for machines without Docker Hub
#   DEBIAN_MIRROR    for MAKE_BASE (default http://deb.debian.org/debian)
#   IMAGE            tag to build (default localhost/tessera:verify); SKIP_BUILD=1 uses it as is
#   PG_ADMIN_URL     a Postgres URL able to create databases (default postgres://postgres@127.0.0.1:5432/postgres)
#   DB_NAME          database for the run, dropped and created again (default tessera_container)
#   PORT             host port (host network; default 3901)
#   KEEP=1           leave the container running at the end
#
# On the project's test machine (Firecracker VM, cgroup v1 hybrid, no CAP_SYS_RESOURCE):
#   MAKE_BASE=1 ENGINE_ARGS="--runtime runc" \
#   RUN_ARGS="--ulimit nofile=20000:20000 --ulimit nproc=4096:4096" scripts/verify-container.sh
set -euo pipefail
cd "$(dirname "$0")/.."

ENGINE=${ENGINE:-podman}
read -r -a ENGINE_ARGS <<<"${ENGINE_ARGS:-}"
read -r -a RUN_ARGS <<<"${RUN_ARGS:-}"
MAKE_BASE=${MAKE_BASE:-0}
if [[ "$MAKE_BASE" == 1 ]]; then BASE_IMAGE=${BASE_IMAGE:-localhost/tessera-base:bookworm}; fi
BASE_IMAGE=${BASE_IMAGE:-node:20-bookworm-slim}
IMAGE=${IMAGE:-localhost/tessera:verify}
PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
DB_NAME=${DB_NAME:-tessera_container}
PORT=${PORT:-3901}
NAME=tessera-verify-$$
BASE="http://127.0.0.1:$PORT"
CLIENT_ID=verify-admin
CLIENT_SECRET=$(openssl rand -hex 32)

e() { "$ENGINE" "${ENGINE_ARGS[@]}" "$@"; }
ms() { date +%s%3N; }
step() { printf '\n== %s\n' "$*"; }
ok() { printf '   ok: %s\n' "$*"; }
fail() { printf '   FAILED: %s\n' "$*" >&2; exit 1; }

cleanup() {
  # -v: also the anonymous volume made for /var/lib/tessera (unused with Postgres).
  if [[ "${KEEP:-0}" != 1 ]]; then e rm -f -v "$NAME" >/dev/null 2>&1 || true; fi
}
trap cleanup EXIT

make_base() {
  # A stand-in for node:20-bookworm-slim: Debian bookworm (minbase) + node and npm in
  # /usr/local, as the official image lays them out; node's headers too, so that a native
  # module without a usable prebuild compiles without downloading them.
  local node_bin npm_dir work
  node_bin=$(readlink -f "$(command -v node)")
  npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
  "$node_bin" -e 'process.exit(+process.versions.node.split(".")[0] >= 20 ? 0 : 1)' || fail "node >= 20 needed on this machine"
  work=$(mktemp -d)
  step "making $BASE_IMAGE with debootstrap in $work"
  nice -n 10 debootstrap --variant=minbase bookworm "$work/rootfs" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$work/debootstrap.log"
  install -m 755 "$node_bin" "$work/rootfs/usr/local/bin/node"
  mkdir -p "$work/rootfs/usr/local/lib/node_modules" "$work/rootfs/usr/local/include"
  cp -a "$npm_dir" "$work/rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$work/rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$work/rootfs/usr/local/bin/npx"
  local headers
  headers=$(dirname "$(dirname "$node_bin")")/include/node
  if [[ -d "$headers" ]]; then cp -a "$headers" "$work/rootfs/usr/local/include/node"; fi
  # This machine's CA bundle (it may include a proxy's CA that npm must trust).
  if [[ -f /etc/ssl/certs/ca-certificates.crt ]]; then
    mkdir -p "$work/rootfs/etc/ssl/certs"
    cp /etc/ssl/certs/ca-certificates.crt "$work/rootfs/etc/ssl/certs/ca-certificates.crt"
  fi
  rm -rf "$work"/rootfs/var/cache/apt/archives/*.deb "$work"/rootfs/var/lib/apt/lists/* \
    "$work"/rootfs/usr/share/doc/* "$work"/rootfs/usr/share/man/* "$work"/rootfs/usr/share/locale/*
  tar -C "$work/rootfs" -c . | e import \
    --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
    --change 'ENV npm_config_nodedir=/usr/local' \
    --change 'CMD ["node"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$work"
  ok "$BASE_IMAGE: $(e image inspect "$BASE_IMAGE" --format '{{.Size}}' | numfmt --to=si)B"
}

if [[ "$MAKE_BASE" == 1 ]] && ! e image inspect "$BASE_IMAGE" >/dev/null 2>&1; then make_base; fi

if [[ "${SKIP_BUILD:-0}" != 1 ]]; then
  step "building $IMAGE from $BASE_IMAGE"
  format=()
  # OCI images have no HEALTHCHECK: podman keeps it only in the Docker format.
  if [[ "$ENGINE" == podman ]]; then format=(--format docker); fi
  t0=$(ms)
  nice -n 10 "$ENGINE" "${ENGINE_ARGS[@]}" build "${format[@]}" --network host "${RUN_ARGS[@]}" \
    --build-arg "BASE_IMAGE=$BASE_IMAGE" -t "$IMAGE" .
  ok "built in $(( ($(ms) - t0) / 1000 )) s"
fi
ok "image size $(e image inspect "$IMAGE" --format '{{.Size}}' | numfmt --to=si)B, user $(e image inspect "$IMAGE" --format '{{.Config.User}}')"

step "database $DB_NAME"
# A new database each run: the keys made at its first start are sealed under this run's
# KEY_ENCRYPTION_KEY, which the next run does not know.
psql "$PG_ADMIN_URL" -qc "drop database if exists \"$DB_NAME\" with (force)"
psql "$PG_ADMIN_URL" -qc "create database \"$DB_NAME\""
DATABASE_URL=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$PG_ADMIN_URL" "$DB_NAME")
ok "$DATABASE_URL"

step "starting the container (host network, port $PORT)"
t0=$(ms)
e run -d --name "$NAME" --network host "${RUN_ARGS[@]}" \
  -e PORT="$PORT" -e BASE_URL="$BASE" -e WORKERS="${WORKERS:-1}" \
  -e DATABASE_URL="$DATABASE_URL" \
  -e KEY_ENCRYPTION_KEY="$(openssl rand -base64 32)" -e COOKIE_SECRET="$(openssl rand -base64 32)" \
  -e BOOTSTRAP_ADMIN_CLIENT_ID="$CLIENT_ID" -e BOOTSTRAP_ADMIN_CLIENT_SECRET="$CLIENT_SECRET" \
  "$IMAGE" >/dev/null
for _ in $(seq 1 480); do
  if curl -fsS -o /dev/null "$BASE/ready" 2>/dev/null; then break; fi
  if [[ "$(e inspect "$NAME" --format '{{.State.Running}}')" != true ]]; then e logs "$NAME"; fail "the container stopped"; fi
  sleep 0.25
done
curl -fsS -o /dev/null "$BASE/ready" || { e logs "$NAME"; fail "not ready after 120 s"; }
ok "ready $(( $(ms) - t0 )) ms after docker run (migrations included on a new database)"

step "HTTP"
body=$(curl -fsS "$BASE/health") && [[ "$body" == *'"ok"'* ]] || fail "/health: $body"
ok "/health: $body"
body=$(curl -fsS "$BASE/ready") && [[ "$body" == *'"ready"'* ]] || fail "/ready: $body"
ok "/ready: $body"
token=$(curl -fsS "$BASE/oidc/token" -d grant_type=client_credentials \
  --data-urlencode "client_id=$CLIENT_ID" --data-urlencode "client_secret=$CLIENT_SECRET" \
  --data-urlencode "resource=$BASE/api" -d scope=all |
  node -e 'let s = ""; process.stdin.on("data", (d) => (s += d)).on("end", () => console.log(JSON.parse(s).access_token))')
[[ "$token" == ey* ]] || fail "no access token"
ok "client_credentials token (${#token} characters)"
status=$(curl -sS -o /dev/null -w '%{http_code}' -H "authorization: Bearer $token" "$BASE/api/users")
[[ "$status" == 200 ]] || fail "GET /api/users answered $status"
ok "GET /api/users with it: 200"
html=$(curl -fsS "$BASE/console/")
[[ "$html" == *'<div id="root">'* && "$html" == *'/console/assets/'*'.js'* ]] || fail "/console/ is not the SPA"
asset=$(grep -o '/console/assets/[^"]*\.js' <<<"$html" | head -1)
status=$(curl -sS -o /dev/null -w '%{http_code}' "$BASE$asset")
[[ "$status" == 200 ]] || fail "$asset answered $status"
ok "/console/ serves the SPA; $asset: 200"
[[ "$(curl -fsS "$BASE/console/users/anything")" == *'<div id="root">'* ]] || fail "/console/users/anything is not the SPA"
ok "/console/users/anything: the SPA too (a client-side route)"

step "process"
pid=$(e inspect "$NAME" --format '{{.State.Pid}}')
uid=$(awk '/^Uid:/ { print $2 }' "/proc/$pid/status")
[[ "$uid" != 0 ]] || fail "runs as root"
ok "PID 1 of the container runs as uid $uid ($(e exec "$NAME" id -un))"
e exec "$NAME" sh -c 'touch /app/x 2>/dev/null' && fail "/app is writable by the service" || ok "/app is read-only to the service"

step "healthcheck"
if [[ "$ENGINE" == podman ]]; then
  e healthcheck run "$NAME" || fail "podman healthcheck run: unhealthy"
  ok "podman healthcheck run: healthy"
else
  for _ in $(seq 1 60); do [[ "$(e inspect "$NAME" --format '{{.State.Health.Status}}')" == healthy ]] && break; sleep 1; done
  [[ "$(e inspect "$NAME" --format '{{.State.Health.Status}}')" == healthy ]] || fail "not healthy"
  ok "healthy"
fi

step "production dependencies only"
# Every package imported (statically or dynamically) by dist/ resolves from /app/node_modules.
e exec -i -w /app "$NAME" node --input-type=module - <<'EOF'
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
const files = [];
const walk = (d) => {
  for (const n of readdirSync(d)) {
    const p = path.join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else if (p.endsWith('.js')) files.push(p);
  }
};
['dist/src', 'dist/migrations'].forEach(walk);
const re = /(?:^|[\s;})])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;
const specs = new Map();
for (const f of files) {
  for (const m of readFileSync(f, 'utf8').matchAll(re)) {
    const s = m[1] ?? m[2] ?? m[3];
    if (s.startsWith('.') || s.startsWith('node:') || builtinModules.includes(s)) continue;
    if (!specs.has(s)) specs.set(s, f);
  }
}
const missing = [...specs].filter(([s]) => { try { import.meta.resolve(s); return false; } catch { return true; } });
if (missing.length) {
  console.error(missing.map(([s, f]) => `   not resolvable: ${s} (imported by ${f})`).join('\n'));
  process.exit(1);
}
// The check itself must be able to fail: a dev dependency does not resolve.
let vite = true;
try { import.meta.resolve('vite'); } catch { vite = false; }
if (vite) { console.error('   vite is installed in the runtime image'); process.exit(1); }
console.log(`   ok: ${files.length} files in dist/, ${specs.size} packages imported, all resolvable: ${[...specs.keys()].sort().join(' ')}`);
EOF
dev=$(e exec "$NAME" sh -c 'cd /app/node_modules && ls -d vite react react-dom typescript vitest @vitejs @mantine oidc-provider playwright-core 2>/dev/null || true')
[[ -z "$dev" ]] || fail "dev dependencies in the image: $dev"
ok "no vite, react, typescript, vitest, @mantine, oidc-provider or playwright-core in /app/node_modules ($(e exec "$NAME" sh -c 'ls /app/node_modules | wc -l') entries, $(e exec "$NAME" du -sh /app/node_modules | cut -f1))"
e exec "$NAME" sh -c 'command -v gcc g++ make python3' && fail "build tools in the runtime image" || ok "no compiler, make or python in the runtime image"

step "stop"
t0=$(ms)
e stop -t 30 "$NAME" >/dev/null
code=$(e inspect "$NAME" --format '{{.State.ExitCode}}')
[[ "$code" == 0 ]] || fail "exit code $code"
ok "SIGTERM: exited 0 in $(( $(ms) - t0 )) ms"
if [[ "${KEEP:-0}" == 1 ]]; then e start "$NAME" >/dev/null; fi

printf '\nall checks passed\n'
