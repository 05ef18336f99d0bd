#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine and runs every check:
# lint, types, unit tests (the store's on SQLite and PostgreSQL), a production build and the
# end-to-end suites in real Chromium (among them two instances on PostgreSQL and Redis).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  echo "› installing Debian's chromium for the browser tests"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  # The HTML validator (vnu-jar, from npm) runs on Java.
  echo "› installing Debian's Java runtime for the HTML validator"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
fi

bash scripts/services.sh install
echo "› throwaway PostgreSQL and Redis on loopback"
eval "$(bash scripts/services.sh start)"
trap 'bash scripts/services.sh stop' EXIT
export REQUIRE_TEST_SERVICES=1

echo "› npm ci ($(date -u +%T))"
npm ci --no-audit --no-fund
echo "› lint and typecheck, side by side ($(date -u +%T))"
mkdir -p .tmp
npm run lint >.tmp/lint.log 2>&1 &
lint=$!
npm run typecheck >.tmp/typecheck.log 2>&1 &
types=$!
checks=0
wait "$lint" || checks=1
cat .tmp/lint.log
wait "$types" || checks=1
cat .tmp/typecheck.log
if [ "$checks" -ne 0 ]; then exit 1; fi
echo "› unit tests ($(date -u +%T))"
# Two workers on two cores: many suites wait on PostgreSQL, Redis, scrypt or timers.
npm test -- --ci --maxWorkers=2
echo "› production build (with the standalone server) ($(date -u +%T))"
# The types were checked just above: the build does not check them a second time.
LUMEN_BUILD_SKIP_TYPECHECK=1 npm run build:standalone
echo "› end-to-end tests ($(date -u +%T))"
npm run e2e
echo "› done ($(date -u +%T))"
