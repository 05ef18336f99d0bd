#!/usr/bin/env bash
# Installs everything the project needs on a fresh Debian machine and runs every check:
# lint, types, unit tests (the store's on SQLite and PostgreSQL), a production build and the
# end-to-end suites in real Chromium (among them two instances on PostgreSQL and Redis).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  # The browser tests run in Debian's Chromium, in its headless build (a third less CPU than
  # the windowed one); Lighthouse in npm run bench runs the windowed one.
  echo "› installing Debian's chromium and its headless build for the browser tests"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell \
    >/dev/null
fi

if ! command -v java >/dev/null 2>&1; then
  # The HTML validator (vnu-jar, from npm) runs on Java.
  echo "› installing Debian's Java runtime for the HTML validator"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
fi

if ! command -v tesseract >/dev/null 2>&1 || ! tesseract --list-langs 2>/dev/null | grep -qx rus; then
  # The social card test reads the card's text back (OCR), in English and Russian.
  echo "› installing Debian's tesseract-ocr for the social card test"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq tesseract-ocr tesseract-ocr-eng \
    tesseract-ocr-rus >/dev/null
fi

if ! command -v xmllint >/dev/null 2>&1; then
  # The sitemap is checked against the sitemaps.org schema by libxml2's xmllint.
  echo "› installing Debian's libxml2-utils for the sitemap schema check"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libxml2-utils >/dev/null
fi

if ! /usr/bin/python3 -c 'import feedparser' >/dev/null 2>&1; then
  # The feeds are read by Python's feedparser too (the parser of many feed readers).
  echo "› installing Debian's python3-feedparser for the feed check"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-feedparser >/dev/null
fi

bash scripts/services.sh install
echo "› throwaway PostgreSQL and Redis on loopback"
# An assignment, so that a server that cannot start stops the run here (set -e).
services="$(bash scripts/services.sh start)"
eval "$services"
trap 'bash scripts/services.sh stop' EXIT
export REQUIRE_TEST_SERVICES=1

echo "› npm ci ($(date -u +%T))"
# The embedded database's driver (better-sqlite3) downloads a prebuilt binary from GitHub or,
# where GitHub is out of reach, compiles one from source: about a minute on one core. So it is
# built beside the lint and the type check, which never open a database, and then kept in
# npm's cache for the next install on this machine (scripts/keep-native-build.mjs); every
# other package's install script runs at once.
# What npm's cache holds is taken without asking the registry whether it changed (the lockfile
# pins every version and its checksum): 33 s instead of 40 here; anything missing is fetched.
npm ci --prefer-offline --no-audit --no-fund --ignore-scripts
mkdir -p .tmp
node -e '
  const lock = require("./package-lock.json");
  for (const [where, entry] of Object.entries(lock.packages))
    if (entry.hasInstallScript && !where.endsWith("/better-sqlite3"))
      console.log(where.slice(where.lastIndexOf("node_modules/") + 13));
' | xargs npm rebuild >.tmp/install-scripts.log 2>&1 || {
  cat .tmp/install-scripts.log
  exit 1
}
npm rebuild better-sqlite3 >.tmp/native.log 2>&1 &
native=$!
# The lint (on one core and a half) and the type check (on one, for a few seconds) run beside
# the unit tests, which wait on PostgreSQL, Redis, scrypt and timers half of the time: together
# about 70 s instead of 90 one after the other.
echo "› lint and typecheck beside the unit tests ($(date -u +%T))"
npm run lint >.tmp/lint.log 2>&1 &
lint=$!
npm run typecheck >.tmp/typecheck.log 2>&1 &
types=$!
checks=0
if ! wait "$native"; then
  cat .tmp/native.log
  checks=1
else
  node scripts/keep-native-build.mjs
  echo "› unit tests ($(date -u +%T))"
  # Two workers on two cores: many suites wait on PostgreSQL, Redis, scrypt or timers.
  npm test -- --ci --maxWorkers=2 || checks=1
fi
wait "$lint" || checks=1
echo "› lint"
cat .tmp/lint.log
wait "$types" || checks=1
echo "› typecheck"
cat .tmp/typecheck.log
if [ "$checks" -ne 0 ]; then exit 1; fi
echo "› production build (with the standalone server) ($(date -u +%T))"
# The types were checked just above: the build does not check them a second time.
LUMEN_BUILD_SKIP_TYPECHECK=1 npm run build:standalone
echo "› end-to-end tests ($(date -u +%T))"
npm run e2e
echo "› done ($(date -u +%T))"
