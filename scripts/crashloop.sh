#!/usr/bin/env bash
# Crash loop over the real loopback mail server (issue #11, fault 7):
# KILLS times: start `rorgm serve`, send a burst of BURST player mails by SMTP, SIGKILL serve at a
# random moment during the burst, restart. At the end serve runs until everything is taken in and
# sent, then the script counts, by Message-ID:
#   kills, player mails sent, lost (never taken in), taken in twice (inbound rows),
#   sent twice (the same Message-ID delivered twice to a player's mailbox, read over IMAP),
#   the mails serve found in flight at a kill (it logs each: the server may have had it; a mail
#   sent twice should be one of them), how many of them serve found in the GM's own copy and so
#   did not send again (smtp.copy_to_gm, issue 22 point 6), and GM mails never delivered.
#
#   ANY_USER_PASSWORD=rorgm-test bash scripts/mailserver.sh start   # once
#   scripts/crashloop.sh [OPTIONS] [KILLS [BURST]]                   # default 50 kills, bursts of 20
#
# Options (issue 22, to run it on any mail server):
#   --host H          the mail server (default 127.0.0.1)
#   --imap-port N     IMAP port (default 1143), --smtp-port N SMTP port (default 2525)
#   --domain D        the domain of the GM and player addresses (default example.test); every
#                     address must log in over IMAP with the one password (ANY_USER_PASSWORD)
#   --players N       3..6 players (default 5)
#   --mail KIND       what the players send: status (STATUS, the default), orders (real orders
#                     for the round open when the burst starts: READY, which takes the Default
#                     Moves, or a vote), or mixed (both, alternating)
#
# Environment: RORGM_BIN (a built rorgm; default: cargo build --release and use it),
# CARGO_TARGET_DIR, SEED (random timing seed). Needs python3 (standard library only).
# Does not use RORGM_FAULT: the kills are real SIGKILLs at random moments.
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=127.0.0.1; IMAP_PORT=1143; SMTP_PORT=2525; DOMAIN=example.test; PLAYERS=5; MAIL=status
while [ $# -gt 0 ]; do
  case "$1" in
    --host) HOST=$2; shift 2 ;;
    --imap-port) IMAP_PORT=$2; shift 2 ;;
    --smtp-port) SMTP_PORT=$2; shift 2 ;;
    --domain) DOMAIN=$2; shift 2 ;;
    --players) PLAYERS=$2; shift 2 ;;
    --mail) MAIL=$2; shift 2 ;;
    --*) echo "unknown option $1 (see the head of $0)" >&2; exit 2 ;;
    *) break ;;
  esac
done
case "$MAIL" in status|orders|mixed) ;; *) echo "--mail: status, orders or mixed" >&2; exit 2 ;; esac
if [ "$PLAYERS" -lt 3 ] || [ "$PLAYERS" -gt 6 ]; then echo "--players: 3 to 6" >&2; exit 2; fi
KILLS=${1:-${KILLS:-50}}
BURST=${2:-${BURST:-20}}
PASSWORD=${ANY_USER_PASSWORD:-rorgm-test}
if [ -z "${RORGM_BIN:-}" ]; then
  cargo build --release --bin rorgm >&2
  RORGM_BIN=${CARGO_TARGET_DIR:-target}/release/rorgm
fi
for port in "$SMTP_PORT" "$IMAP_PORT"; do
  if ! (exec 3<>/dev/tcp/"$HOST"/"$port") 2>/dev/null; then
    echo "no mail server on $HOST:$port: run ANY_USER_PASSWORD=$PASSWORD scripts/mailserver.sh start" >&2
    exit 2
  fi
done
WORK=$(mktemp -d "${TMPDIR:-/tmp}/rorgm-crashloop.XXXXXX")
echo "crashloop: $KILLS kills, bursts of $BURST mails ($MAIL), $PLAYERS players, $HOST imap $IMAP_PORT smtp $SMTP_PORT, work dir $WORK" >&2
exec python3 - "$RORGM_BIN" "$WORK" "$KILLS" "$BURST" "$PASSWORD" "${SEED:-}" "$HOST" "$IMAP_PORT" "$SMTP_PORT" "$DOMAIN" "$PLAYERS" "$MAIL" <<'PY'
import imaplib, os, random, signal, smtplib, sqlite3, subprocess, sys, threading, time
from email.message import EmailMessage
from email.parser import BytesHeaderParser

BIN, WORK, KILLS, BURST, PASSWORD, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
HOST, IMAP_PORT, SMTP_PORT, DOMAIN, NPLAYERS, MAIL = sys.argv[7], int(sys.argv[8]), int(sys.argv[9]), sys.argv[10], int(sys.argv[11]), sys.argv[12]
rng = random.Random(int(SEED) if SEED else None)
u = os.urandom(5).hex()
gm = f"gm-{u}@{DOMAIN}"
db = os.path.join(WORK, "rorgm.sqlite")
cfg = os.path.join(WORK, "rorgm.toml")
open(cfg, "w").write(f"""
[database]
path = "{db}"
[mail]
gm_address = "{gm}"
[imap]
host = "{HOST}"
port = {IMAP_PORT}
security = "none"
user = "{gm}"
password_env = "RORGM_IMAP_PASSWORD"
poll_seconds = 1
[smtp]
host = "{HOST}"
port = {SMTP_PORT}
security = "none"
[rounds]
hours = 48
reminder_hours = 12
""")
env = dict(os.environ, RORGM_IMAP_PASSWORD=PASSWORD, RUST_LOG=os.environ.get("RUST_LOG", "rorgm=info"))
names = ["alice", "bob", "carol", "dave", "erin", "frank"][:NPLAYERS]
addrs = [f"{n}-{u}@{DOMAIN}" for n in names]
args = [BIN, "--config", cfg, "game", "new", "--scenario", "early"]
for n, a in zip(names, addrs):
    args += ["--player", f"{n} <{a}>"]
game = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout.strip()
con = sqlite3.connect(db, timeout=30)
players = con.execute("SELECT address, token FROM players WHERE game_id = ? ORDER BY faction", (game,)).fetchall()
con.close()
log = open(os.path.join(WORK, "serve.log"), "ab")

def serve():
    return subprocess.Popen([BIN, "--config", cfg, "serve"], env=env, stdout=log, stderr=log)

sent_ids = []
def burst(k):
    s = smtplib.SMTP(HOST, SMTP_PORT, timeout=30)
    for i in range(BURST):
        addr, token = players[i % len(players)]
        m = EmailMessage()
        mid = f"cl-{u}-{k}-{i}@client.example.test"
        m["Message-ID"] = f"<{mid}>"
        m["From"] = addr
        m["To"] = f"gm-{u}+{token}@{DOMAIN}"
        m["Subject"] = f"Re: [{game}] Orders due"
        # Real orders change the game (READY takes the Default Moves of the round the player
        # owes; a vote where one is asked); STATUS only asks for the state.
        real = MAIL == "orders" or (MAIL == "mixed" and i % 2 == 0)
        body = ("READY\nVOTE YES\n" if i % 3 == 0 else "READY\n") if real else "STATUS\n"
        m.set_content(f"{body}# crashloop {k}.{i}\n")
        s.send_message(m)
        sent_ids.append(mid)
    s.quit()

t0 = time.time()
kills = 0
for k in range(KILLS):
    p = serve()
    time.sleep(rng.uniform(0.3, 0.8))          # let it start and work on what is left
    th = threading.Thread(target=burst, args=(k,))
    th.start()
    time.sleep(rng.uniform(0.05, 1.5))         # somewhere in the burst and its answers
    p.send_signal(signal.SIGKILL)
    p.wait()
    kills += 1
    th.join()
    print(f"\rkill {kills}/{KILLS}", end="", file=sys.stderr, flush=True)
print(file=sys.stderr)

# Let a last serve take everything in and send everything, then stop it cleanly.
p = serve()
want = set(sent_ids)
deadline = time.time() + 300
while time.time() < deadline:
    time.sleep(1)
    con = sqlite3.connect(db, timeout=30)
    ids = {r[0].strip("<>") for r in con.execute("SELECT message_id FROM inbound WHERE message_id IS NOT NULL")}
    waiting = con.execute("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL").fetchone()[0]
    con.close()
    if want <= ids and waiting == 0:
        break
time.sleep(3)
p.send_signal(signal.SIGTERM)
p.wait(timeout=30)

con = sqlite3.connect(db, timeout=30)
rows = con.execute("SELECT message_id, outcome FROM inbound WHERE message_id IS NOT NULL").fetchall()
# A row folded into another row's mail (serve sends a player's waiting confirmations as one
# mail, issue 22) went out under that mail's Message-ID (sent_in).
outbox = con.execute("SELECT COALESCE(sent_in, message_id), to_addr, sent_at, failed_at FROM outbox").fetchall()
con.close()
count = {}
for mid, outcome in rows:
    mid = mid.strip("<>")
    count[mid] = count.get(mid, 0) + 1
lost = sum(1 for m in want if m not in count)
twice_in = sum(1 for m in want if count.get(m, 0) > 1)

# Every player's mailbox over IMAP: how often each Message-ID arrived.
delivered = {}
for addr, _ in players:
    im = imaplib.IMAP4(HOST, IMAP_PORT)
    im.login(addr, PASSWORD)
    im.select("INBOX", readonly=True)
    typ, data = im.uid("SEARCH", None, "ALL")
    uids = data[0].split()
    if uids:
        typ, data = im.uid("FETCH", b",".join(uids).decode(), "(BODY.PEEK[HEADER.FIELDS (MESSAGE-ID)])")
        for part in data:
            if isinstance(part, tuple):
                h = BytesHeaderParser().parsebytes(part[1])
                mid = (h.get("Message-ID") or "").strip().strip("<>")
                delivered[mid] = delivered.get(mid, 0) + 1
    im.logout()
twice_out = sum(n - 1 for n in delivered.values() if n > 1)
# Issue 22 point 6: serve names each mail that was in flight at a kill (the server may have it)
# when it sends it again; every mail sent twice should be one of them.
doubt = set()
for line in open(os.path.join(WORK, "serve.log"), "rb"):
    line = line.decode("utf-8", "replace")
    if "mail in flight when the sender stopped" in line and " mail=" in line:
        doubt.add(line.rsplit(" mail=", 1)[1].split()[0].strip('"<>'))
twice_ids = {m for m, n in delivered.items() if n > 1}
# Issue 22 point 6: a mail in doubt found in the GM's own copy (smtp.copy_to_gm) is not sent again.
found = set()
for line in open(os.path.join(WORK, "serve.log"), "rb"):
    line = line.decode("utf-8", "replace")
    if "mail in doubt found in the GM's copy" in line and " mail=" in line:
        found.add(line.rsplit(" mail=", 1)[1].split()[0].strip('"<>'))
ours = [r for r in outbox if r[1] in {a for a, _ in players}]
never = sum(1 for r in ours if r[0] not in delivered)
unsent = sum(1 for r in ours if r[2] is None)
print(f"kills: {kills}")
print(f"player mails sent: {len(want)}")
print(f"lost (never taken in): {lost}")
print(f"taken in twice: {twice_in}")
mails = len({r[0] for r in ours})
print(f"GM mails to players: {len(ours)} queued, {unsent} not marked sent, {never} never delivered; {mails} mails carried them")
print(f"sent twice (same Message-ID delivered twice): {twice_out}")
print(f"mails in flight at a kill: {len(doubt)}; found in the GM's copy (not sent again): {len(found & doubt)}; of the mails sent twice, {len(twice_ids & doubt)} of {len(twice_ids)} among them")
print(f"elapsed: {time.time() - t0:.0f} s; work dir {WORK}")
sys.exit(0 if lost == 0 and twice_in == 0 and never == 0 else 1)
PY
