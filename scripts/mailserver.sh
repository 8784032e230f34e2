#!/usr/bin/env bash
# Loopback test mail server for integration tests: Postfix (SMTP in) -> LMTP -> Dovecot (IMAP out).
#
#   SMTP  127.0.0.1:2525   plain, STARTTLS offered (self-signed), no auth, accepts any rcpt @example.test
#   IMAP  127.0.0.1:1143   plain (LOGIN/AUTHENTICATE PLAIN allowed without TLS), STARTTLS offered
#   IMAPS 127.0.0.1:1993   implicit TLS, self-signed cert ($MAIL_ROOT/tls/cert.pem, CN/SAN localhost, 127.0.0.1)
#   LMTP  127.0.0.1:2424   internal hop Postfix -> Dovecot
#
# Any recipient @example.test gets its own Maildir (Dovecot static userdb, allow_all_users=yes).
# Plus-addressing: gm+<token>@example.test is delivered to gm's INBOX (recipient_delimiter = +),
# with a "Delivered-To: gm+<token>@example.test" header written by Dovecot.
# Test users gm, alice, bob, carol, dave, erin, frank log in with password "<name>pass"
# (passwd-file, PLAIN scheme). With ANY_USER=1 (the default) every other user@example.test can log
# in too, with the same "<name>pass" convention (its mailbox is created on first delivery or login).
# ANY_USER_PASSWORD=x additionally lets any address log in with password x.
# Login as "gm@example.test" or just "gm" (auth_default_realm = example.test).
#
# Used by tests/mail_transport.rs (cargo test --test integration mail_transport::). Needs root and Debian
# (apt-get installs postfix, dovecot-imapd, dovecot-lmtpd non-interactively). Idempotent:
# `install` and `start` do nothing when already done.
#
# Runs without systemd: daemons are started directly, as root, with all config, spool, state,
# logs and mail under $MAIL_ROOT (default ${TMPDIR:-/tmp}/rorgm-mail). Nothing in /etc is edited.
#
# usage: mailserver.sh install|start|stop|restart|status|reset|logs [n]
#   start on a running server keeps it as it is: use restart after changing settings.
set -euo pipefail
trap 'echo "[mailserver] FAILED at line $LINENO; see ${MAIL_ROOT:-${TMPDIR:-/tmp}/rorgm-mail}/log/*.log" >&2' ERR

MAIL_ROOT=${MAIL_ROOT:-${TMPDIR:-/tmp}/rorgm-mail}
SMTP_PORT=${SMTP_PORT:-2525}
IMAP_PORT=${IMAP_PORT:-1143}
IMAPS_PORT=${IMAPS_PORT:-1993}
LMTP_PORT=${LMTP_PORT:-2424}
DOMAIN=${MAIL_DOMAIN:-example.test}
# static test users: name:password (login is name@$DOMAIN or bare name)
TEST_USERS=${TEST_USERS:-"gm:gmpass alice:alicepass bob:bobpass carol:carolpass dave:davepass erin:erinpass frank:frankpass"}
# any other user@$DOMAIN may log in with password "<user>pass" (1) or not (0)
ANY_USER=${ANY_USER:-1}
# optional: if set, ANY user@$DOMAIN may log in with this password (fresh mailbox per test, e.g.
# t-<uuid>@example.test); listed users then also accept it. Off by default.
ANY_USER_PASSWORD=${ANY_USER_PASSWORD:-}

PF_CONF=$MAIL_ROOT/postfix
PF_SPOOL=$MAIL_ROOT/spool
PF_DATA=$MAIL_ROOT/pfdata
DC_CONF=$MAIL_ROOT/dovecot/dovecot.conf
DC_BASE=$MAIL_ROOT/run/dovecot
LOG=$MAIL_ROOT/log
VMAIL=$MAIL_ROOT/vmail
TLS=$MAIL_ROOT/tls

log() { printf '[mailserver] %s\n' "$*" >&2; }

need_root() { [ "$(id -u)" = 0 ] || { log "must run as root"; exit 1; }; }

installed() { command -v dovecot >/dev/null && command -v postfix >/dev/null && [ -x /usr/lib/dovecot/lmtp ]; }

do_install() {
  need_root
  if installed; then log "already installed: dovecot $(dovecot --version | cut -d' ' -f1), postfix $(postconf -d -h mail_version 2>/dev/null || echo "?")"; return; fi
  export DEBIAN_FRONTEND=noninteractive
  # "No configuration": postinst writes no /etc/postfix/main.cf and starts nothing.
  echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
  echo "postfix postfix/mailname string localhost" | debconf-set-selections
  # apt lists may be empty on a fresh machine; update once.
  if ! apt-cache show dovecot-imapd >/dev/null 2>&1; then apt-get update -q; fi
  # If policy-rc.d is absent, invoke-rc.d may try to start the distro services on :25/:143/:993.
  # They are harmless (we use other ports) but we stop them below to leave only ours.
  local pkgs="dovecot-imapd dovecot-lmtpd postfix"
  command -v openssl >/dev/null || pkgs="$pkgs openssl"   # don't name it if present (would upgrade libssl)
  # A stale apt list gives 404s for superseded package versions: update once and retry.
  # shellcheck disable=SC2086
  if ! apt-get install -y -q --no-install-recommends $pkgs; then
    log "apt-get install failed; running apt-get update and retrying once"
    apt-get update -q
    # shellcheck disable=SC2086
    apt-get install -y -q --no-install-recommends $pkgs
  fi
  if [ ! -x /usr/sbin/policy-rc.d ]; then
    service dovecot stop >/dev/null 2>&1 || true
    service postfix stop >/dev/null 2>&1 || true
  fi
}

write_config() {
  mkdir -p "$PF_CONF" "$PF_SPOOL" "$PF_DATA" "$MAIL_ROOT/dovecot" "$DC_BASE" "$MAIL_ROOT/run/dovecot-state" "$LOG" "$VMAIL" "$TLS"

  # --- self-signed TLS cert (EC P-256), reused across starts ---
  if [ ! -s "$TLS/cert.pem" ]; then
    openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 3650 \
      -subj "/CN=localhost" \
      -addext "subjectAltName=DNS:localhost,IP:127.0.0.1,DNS:mail.$DOMAIN" \
      -addext "basicConstraints=critical,CA:FALSE" \
      -keyout "$TLS/key.pem" -out "$TLS/cert.pem" 2>/dev/null
    chmod 600 "$TLS/key.pem"
  fi

  # --- Dovecot: passwd-file passdb, static userdb, maildir under $VMAIL owned by 'mail' (uid 8) ---
  : > "$MAIL_ROOT/dovecot/users"
  for up in $TEST_USERS; do
    echo "${up%%:*}@$DOMAIN:{PLAIN}${up#*:}::::::" >> "$MAIL_ROOT/dovecot/users"
  done
  chown root:dovecot "$MAIL_ROOT/dovecot/users"; chmod 640 "$MAIL_ROOT/dovecot/users"
  chown mail:mail "$VMAIL"; chmod 770 "$VMAIL"

  cat > "$DC_CONF" <<EOF
# generated by mailserver.sh -- standalone, does not include /etc/dovecot
protocols = imap lmtp
listen = 127.0.0.1
base_dir = $DC_BASE
state_dir = $MAIL_ROOT/run/dovecot-state
instance_name = gm-test-dovecot
log_path = $LOG/dovecot.log
info_log_path = $LOG/dovecot.log
debug_log_path = $LOG/dovecot.log

ssl = yes
ssl_cert = <$TLS/cert.pem
ssl_key = <$TLS/key.pem
ssl_dh = </usr/share/dovecot/dh.pem
ssl_min_protocol = TLSv1.2
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_default_realm = $DOMAIN
auth_username_format = %Lu

mail_location = maildir:$VMAIL/%d/%n/Maildir
mail_uid = mail
mail_gid = mail
first_valid_uid = 8
last_valid_uid = 8
first_valid_gid = 8
last_valid_gid = 8
mailbox_idle_check_interval = 1 secs
namespace inbox {
  inbox = yes
  separator = /
}

passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $MAIL_ROOT/dovecot/users
}
$( [ "$ANY_USER" = 1 ] && printf 'passdb {\n  driver = static\n  args = password=%%npass\n}\n' )
$( [ -n "$ANY_USER_PASSWORD" ] && printf 'passdb {\n  driver = static\n  args = password=%s\n}\n' "$ANY_USER_PASSWORD" )
userdb {
  driver = static
  args = uid=mail gid=mail home=$VMAIL/%d/%n allow_all_users=yes
}

service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP_PORT
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $IMAPS_PORT
    ssl = yes
  }
}
service pop3-login {
  inet_listener pop3 {
    port = 0
  }
  inet_listener pop3s {
    port = 0
  }
}
service lmtp {
  inet_listener lmtp {
    address = 127.0.0.1
    port = $LMTP_PORT
  }
}
protocol lmtp {
  postmaster_address = postmaster@$DOMAIN
}
# Delivered-To: the RCPT TO address as sent ("final" = gm+token@..., with the detail), so the GM can
# read the plus token even when the To header does not carry it (Bcc, lists). Dovecot writes it only
# for single-recipient deliveries: Postfix sends one recipient per LMTP transaction (see main.cf).
recipient_delimiter = +
lmtp_hdr_delivery_address = final
EOF

  # --- Postfix: own config dir, own spool; everything @$DOMAIN goes to Dovecot over LMTP ---
  cat > "$PF_CONF/main.cf" <<EOF
# generated by mailserver.sh
compatibility_level = 3.6
queue_directory = $PF_SPOOL
data_directory = $PF_DATA
mail_owner = postfix
setgid_group = postdrop
maillog_file = $LOG/postfix.log
maillog_file_prefixes = /var, /dev/stdout, $LOG
myhostname = mail.$DOMAIN
mydomain = $DOMAIN
myorigin = \$myhostname
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
# only $DOMAIN is accepted; anything else gets 554 Relay access denied (nothing ever leaves the box)
smtpd_relay_restrictions = reject_unauth_destination
smtpd_recipient_restrictions =
smtpd_peername_lookup = no
smtp_host_lookup = native
lmtp_host_lookup = native
disable_dns_lookups = yes
virtual_mailbox_domains = $DOMAIN
virtual_transport = lmtp:inet:[127.0.0.1]:$LMTP_PORT
local_transport = error:local delivery disabled
default_transport = error:outbound delivery disabled (test server)
relay_transport = error:outbound delivery disabled (test server)
alias_maps =
alias_database =
biff = no
append_dot_mydomain = no
recipient_delimiter = +
lmtp_destination_recipient_limit = 1
message_size_limit = 26214400
smtputf8_enable = yes
smtpd_tls_cert_file = $TLS/cert.pem
smtpd_tls_key_file = $TLS/key.pem
smtpd_tls_security_level = may
smtpd_tls_loglevel = 1
smtp_tls_security_level = none
# fast retries for tests
queue_run_delay = 5s
minimal_backoff_time = 5s
maximal_backoff_time = 30s
EOF

  cat > "$PF_CONF/master.cf" <<EOF
# generated by mailserver.sh -- no chroot, listener on 127.0.0.1:$SMTP_PORT only
127.0.0.1:$SMTP_PORT inet n - n - - smtpd
pickup     unix  n - n 60   1 pickup
cleanup    unix  n - n -    0 cleanup
qmgr       unix  n - n 300  1 qmgr
tlsmgr     unix  - - n 1000? 1 tlsmgr
rewrite    unix  - - n -    - trivial-rewrite
bounce     unix  - - n -    0 bounce
defer      unix  - - n -    0 bounce
trace      unix  - - n -    0 bounce
verify     unix  - - n -    1 verify
flush      unix  n - n 1000? 0 flush
proxymap   unix  - - n -    - proxymap
proxywrite unix  - - n -    1 proxymap
smtp       unix  - - n -    - smtp
relay      unix  - - n -    - smtp
showq      unix  n - n -    - showq
error      unix  - - n -    - error
retry      unix  - - n -    - error
discard    unix  - - n -    - discard
local      unix  - n n -    - local
virtual    unix  - n n -    - virtual
lmtp       unix  - - n -    - lmtp
anvil      unix  - - n -    1 anvil
scache     unix  - - n -    1 scache
postlog    unix-dgram n - n - 1 postlogd
EOF
  chown -R root:root "$PF_CONF"
}

wait_port() { # host port seconds
  local i
  for ((i = 0; i < $3 * 10; i++)); do
    if (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  log "timeout waiting for $1:$2"; return 1
}

dovecot_pid() { [ -s "$DC_BASE/master.pid" ] && cat "$DC_BASE/master.pid"; }
postfix_pid() { [ -s "$PF_SPOOL/pid/master.pid" ] && tr -d ' ' < "$PF_SPOOL/pid/master.pid"; }
alive() { [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null; }

do_start() {
  need_root
  installed || do_install
  if alive "$(dovecot_pid || true)" || alive "$(postfix_pid || true)"; then
    log "already running (use stop first)"; do_status; return 0
  fi
  write_config
  # daemonizes; pid in $DC_BASE/master.pid. Dovecot keeps the caller's stderr open for its lifetime,
  # so redirect it: otherwise `mailserver.sh start | tee` (or any captured pipe) never sees EOF and hangs.
  dovecot -c "$DC_CONF" </dev/null >>"$LOG/dovecot-start.log" 2>&1
  # data_directory must be owned by postfix; queue subdirs are created by `postfix check`/`start`.
  # (`postfix set-permissions` also works but costs 0.4-2 s.)
  install -d -o postfix -g postfix -m 700 "$PF_DATA"
  postfix -c "$PF_CONF" check </dev/null >>"$LOG/postfix-start.log" 2>&1
  postfix -c "$PF_CONF" start </dev/null >>"$LOG/postfix-start.log" 2>&1   # master daemonizes; pid in $PF_SPOOL/pid/master.pid
  wait_port 127.0.0.1 "$IMAP_PORT" 20
  wait_port 127.0.0.1 "$IMAPS_PORT" 20
  wait_port 127.0.0.1 "$LMTP_PORT" 20
  wait_port 127.0.0.1 "$SMTP_PORT" 20
  do_status
}

do_stop() {
  need_root
  # SIGTERM to both master processes at once (what `postfix stop` / `dovecot stop` do, minus
  # postfix-script's 1-second polling), then wait for each to exit; KILL after 15 s.
  local pp dp i
  pp=$(postfix_pid || true); dp=$(dovecot_pid || true)
  alive "$pp" && kill -TERM "$pp" || pp=
  alive "$dp" && kill -TERM "$dp" || dp=
  for ((i = 0; i < 150; i++)); do
    alive "$pp" || alive "$dp" || break
    sleep 0.1
  done
  for p in "$pp" "$dp"; do
    if alive "$p"; then log "pid $p did not stop in 15s; sending KILL"; kill -KILL "$p" 2>/dev/null || true; fi
  done
  [ -n "$pp" ] && log "postfix (pid $pp) stopped"
  [ -n "$dp" ] && log "dovecot (pid $dp) stopped"
  return 0
}

do_status() {
  local pp dp
  pp=$(postfix_pid || true); dp=$(dovecot_pid || true)
  if alive "$dp"; then log "dovecot master pid $dp (imap 127.0.0.1:$IMAP_PORT, imaps :$IMAPS_PORT, lmtp :$LMTP_PORT)"; else log "dovecot not running"; fi
  if alive "$pp"; then log "postfix master pid $pp (smtp 127.0.0.1:$SMTP_PORT)"; else log "postfix not running"; fi
}

do_reset() { # wipe delivered mail (server may keep running)
  need_root
  find "$VMAIL" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
}

case "${1:-}" in
  install) do_install ;;
  start) do_start ;;
  stop) do_stop ;;
  restart) do_stop; do_start ;;
  status) do_status ;;
  reset) do_reset ;;
  logs) tail -n "${2:-50}" "$LOG"/*.log ;;
  *) echo "usage: $0 install|start|stop|restart|status|reset|logs [n]" >&2; exit 2 ;;
esac
