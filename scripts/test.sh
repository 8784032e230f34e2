#!/usr/bin/env bash
# Runs every test of rorgm, the real mail-server integration tests included:
# installs (if needed) and starts the loopback Postfix + Dovecot, then lint + tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export ANY_USER_PASSWORD=${ANY_USER_PASSWORD:-rorgm-test}
bash scripts/mailserver.sh install
bash scripts/mailserver.sh stop >/dev/null 2>&1 || true   # restart so ANY_USER_PASSWORD takes effect
bash scripts/mailserver.sh start
cargo fmt --all -- --check
cargo clippy --all-targets --locked -- -D warnings
cargo clippy --all-targets --locked --features fault-injection -- -D warnings
log=$(mktemp)
set +e
# The mail-server tests are #[ignore]d (plain `cargo test` needs no server): run them too.
# fault-injection builds the binary with the test hook tests/crash_restart.rs needs.
cargo test --all-targets --locked --no-fail-fast --features fault-injection -- --include-ignored 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
# One closing line for the whole run (cargo prints one "test result" per test binary).
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     END { printf "rorgm: %d passed, %d failed\n", p, f }' "$log"
rm -f "$log"
exit "$status"
