#!/usr/bin/env bash
# The whole test suite from a fresh clone: installs what it needs, then checks, unit and API tests
# (embedded database, and PostgreSQL when TEST_DATABASE_URL is set), the web build and end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  step "Installing Chromium from Debian's packages (end-to-end tests)"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step "Installing npm packages"
npm install --no-audit --no-fund

step "Type check and lint"
npm run check

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Unit, screen and API tests (embedded PGlite, and PostgreSQL at $TEST_DATABASE_URL)"
else
  step "Unit, screen and API tests (embedded PGlite)"
fi
npx vitest run

step "Web app and server build"
npm run build

step "End-to-end tests in Chromium"
npx vitest run --config e2e/vitest.config.ts
