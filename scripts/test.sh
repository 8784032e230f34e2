#!/usr/bin/env bash
# Runs every test of rorgm, the real mail-server integration tests included:
# installs (if needed) and starts the loopback Postfix + Dovecot, then lint + tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export ANY_USER_PASSWORD=${ANY_USER_PASSWORD:-rorgm-test}
bash scripts/mailserver.sh install
bash scripts/mailserver.sh stop >/dev/null 2>&1 || true   # restart so ANY_USER_PASSWORD takes effect
bash scripts/mailserver.sh start
# Issue 26: the store's tests and the mail end-to-end tests run on PostgreSQL too (a loopback
# server; with CI=true a PostgreSQL test without RORGM_TEST_PG_URL fails).
bash scripts/postgres.sh install
bash scripts/postgres.sh start
export RORGM_TEST_PG_URL=${RORGM_TEST_PG_URL:-$(bash scripts/postgres.sh url)}
phase() { printf '[test.sh] %s at %ss\n' "$1" "$SECONDS"; }
phase "fmt"
cargo fmt --all -- --check
# Clippy lints while the tests build (issue 23: one compile of the workspace instead of a
# `cargo clippy` check and then the test build): clippy-driver wraps rustc for the workspace's
# crates (as `cargo clippy` does) and emits the code too; with -D warnings a lint or a warning
# fails the build, so no test runs, as when `cargo clippy -- -D warnings` fails. Dependencies
# are built by plain rustc, their lints capped. RORGM_CLIPPY=separate runs `cargo clippy` first
# instead (the old way). The lints cover every target the tests build: the libraries, the
# binary, the tests, the examples and the bench (`--all-targets`), with fault-injection on (it
# only adds a test hook); the plain build is compiled by `cargo run -- demo`.
driver=$(command -v clippy-driver || rustup which clippy-driver 2>/dev/null || true)
if [ -z "$driver" ] && [ "${RORGM_CLIPPY:-together}" != separate ]; then
  echo "[test.sh] clippy-driver not found: cargo clippy first, then the test build" >&2
  RORGM_CLIPPY=separate
fi
if [ "${RORGM_CLIPPY:-together}" = separate ]; then
  phase "clippy"
  cargo clippy --workspace --all-targets --locked --features fault-injection -- -D warnings
else
  export RUSTC_WORKSPACE_WRAPPER="$driver"
  export RUSTFLAGS="${RUSTFLAGS:-} -D warnings"
  phase "build with clippy"
  if cargo nextest --version >/dev/null 2>&1; then
    cargo nextest run --workspace --all-targets --locked --features fault-injection --no-run
  else
    cargo test --workspace --all-targets --locked --features fault-injection --no-run
  fi
fi
log=$(mktemp)
set +e
# Every crate of the workspace. The mail-server tests are #[ignore]d (plain `cargo test` needs no
# server): run them too.
# fault-injection builds the binary with the test hook tests/crash_restart.rs needs.
# cargo-nextest (on the CI machine) runs the tests of every binary side by side, each in its own
# process: most of the mail tests' time is spent waiting on the server, so six at a time on two
# cores. Without it, cargo test runs the same tests one binary after another.
phase "tests"
# The test threads (and the tests' tokio workers) get 8 MiB stacks, as `rorgm`'s runtime gives its
# workers (src/main.rs): the default 2 MiB overflowed in two mail tests under load (session 22); the
# cause (large futures summed in debug frames) is fixed (ARCHITECTURE.md "Stacks"), this is a margin.
export RUST_MIN_STACK="${RUST_MIN_STACK:-8388608}"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --all-targets --locked --no-fail-fast --features fault-injection \
    --run-ignored all --test-threads 6 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  # nextest's closing line: "Summary [ 70.3s] 909 tests run: 909 passed, 0 skipped" (and
  # "N failed" when some fail).
  awk '/^ *Summary \[/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p = $i + 0; if ($(i+1) ~ /^failed/) f = $i + 0 } }
       END { printf "rorgm: %d passed, %d failed\n", p, f }' "$log"
else
  cargo test --workspace --all-targets --locked --no-fail-fast --features fault-injection -- --include-ignored 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  # One closing line for the whole run (cargo prints one "test result" per test binary).
  awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
       END { printf "rorgm: %d passed, %d failed\n", p, f }' "$log"
fi
set -e
phase "done"
rm -f "$log"
exit "$status"
