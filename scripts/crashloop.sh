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
#   --postgres URL    issue 26: the game in a fresh schema of this PostgreSQL database (e.g.
#                     `scripts/postgres.sh url`; needs psql) instead of a SQLite file
#   --games N         N games (default 1), each with its players; the bursts go to all of them
#   --referees N      issue 26, with --postgres: N `serve` side by side (default 1); each kill
#                     hits one of them at random (the game's owner or not), which is restarted
#   --throughput N    issue 26: no kills; N player mails are delivered to the GM's mailbox first,
#                     then the referees (--referees, default 1) start together and the script
#                     times them until every mail is taken in and every answer sent over SMTP
#                     (mails per second, intake and all answered), then checks as after kills
#
# Environment: RORGM_BIN (a built rorgm; default: cargo build --release and use it),
# CARGO_TARGET_DIR, SEED (random timing seed). Needs python3 (standard library only).
# Does not use RORGM_FAULT: the kills are real SIGKILLs at random moments.
set -euo pipefail
cd "$(dirname "$0")/.."
HOST=127.0.0.1; IMAP_PORT=1143; SMTP_PORT=2525; DOMAIN=example.test; PLAYERS=5; MAIL=status
PG_URL=; REFEREES=1; GAMES=1; THROUGHPUT=0
while [ $# -gt 0 ]; do
  case "$1" in
    --host) HOST=$2; shift 2 ;;
    --imap-port) IMAP_PORT=$2; shift 2 ;;
    --smtp-port) SMTP_PORT=$2; shift 2 ;;
    --domain) DOMAIN=$2; shift 2 ;;
    --players) PLAYERS=$2; shift 2 ;;
    --mail) MAIL=$2; shift 2 ;;
    --postgres) PG_URL=$2; shift 2 ;;
    --referees) REFEREES=$2; shift 2 ;;
    --games) GAMES=$2; shift 2 ;;
    --throughput) THROUGHPUT=$2; shift 2 ;;
    --*) echo "unknown option $1 (see the head of $0)" >&2; exit 2 ;;
    *) break ;;
  esac
done
case "$MAIL" in status|orders|mixed) ;; *) echo "--mail: status, orders or mixed" >&2; exit 2 ;; esac
if [ "$PLAYERS" -lt 3 ] || [ "$PLAYERS" -gt 6 ]; then echo "--players: 3 to 6" >&2; exit 2; fi
if [ "$REFEREES" -gt 1 ] && [ -z "$PG_URL" ]; then echo "--referees: several need --postgres (one serve per SQLite file)" >&2; exit 2; fi
KILLS=${1:-${KILLS:-50}}
if [ "$THROUGHPUT" -gt 0 ]; then KILLS=0; fi
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
echo "crashloop: $KILLS kills, bursts of $BURST mails ($MAIL), $PLAYERS players, $HOST imap $IMAP_PORT smtp $SMTP_PORT, ${PG_URL:+PostgreSQL, $REFEREES referee(s), }work dir $WORK" >&2
exec python3 - "$RORGM_BIN" "$WORK" "$KILLS" "$BURST" "$PASSWORD" "${SEED:-}" "$HOST" "$IMAP_PORT" "$SMTP_PORT" "$DOMAIN" "$PLAYERS" "$MAIL" "$PG_URL" "$REFEREES" "$GAMES" "$THROUGHPUT" <<'PY'
import imaplib, os, random, signal, smtplib, sqlite3, subprocess, sys, threading, time
from email.message import EmailMessage
from email.parser import BytesHeaderParser

BIN, WORK, KILLS, BURST, PASSWORD, SEED = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5], sys.argv[6]
HOST, IMAP_PORT, SMTP_PORT, DOMAIN, NPLAYERS, MAIL = sys.argv[7], int(sys.argv[8]), int(sys.argv[9]), sys.argv[10], int(sys.argv[11]), sys.argv[12]
PG_URL, REFEREES, NGAMES, THROUGHPUT = sys.argv[13], int(sys.argv[14]), int(sys.argv[15]), int(sys.argv[16])
rng = random.Random(int(SEED) if SEED else None)
u = os.urandom(5).hex()
gm = f"gm-{u}@{DOMAIN}"
db = os.path.join(WORK, "rorgm.sqlite")
cfg = os.path.join(WORK, "rorgm.toml")
schema = f"crashloop_{u}"
if PG_URL:
    subprocess.run(["psql", PG_URL, "-qc", f"CREATE SCHEMA {schema}"], check=True)
    sep = "&" if "?" in PG_URL else "?"
    db_line = f'url = "{PG_URL}{sep}options[search_path]={schema}"'
else:
    db_line = f'path = "{db}"'

def query(sql, args=()):
    """Rows of a query on the game's database (SQLite, or PostgreSQL through psql)."""
    if not PG_URL:
        con = sqlite3.connect(db, timeout=30)
        rows = con.execute(sql, args).fetchall()
        con.close()
        return rows
    for a in args:
        sql = sql.replace("?", "'" + str(a).replace("'", "''") + "'", 1)
    out = subprocess.run(["psql", PG_URL, "-XAtq", "-F", "\t", "-c", sql], check=True,
                         capture_output=True, text=True, env=dict(os.environ, PGOPTIONS=f"-c search_path={schema}")).stdout
    return [tuple(None if c == "" else (int(c) if c.isdigit() else c) for c in l.split("\t"))
            for l in out.splitlines()]

open(cfg, "w").write(f"""
[database]
{db_line}
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
games = []
players = []   # (address, token, game)
for g in range(NGAMES):
    addrs = [f"{n}-{g}-{u}@{DOMAIN}" if NGAMES > 1 else f"{n}-{u}@{DOMAIN}" for n in names]
    args = [BIN, "--config", cfg, "game", "new", "--scenario", "early"]
    for n, a in zip(names, addrs):
        args += ["--player", f"{n} <{a}>"]
    game = subprocess.run(args, env=env, check=True, capture_output=True, text=True).stdout.strip()
    games.append(game)
    players += [(a, t, game) for a, t in query("SELECT address, token FROM players WHERE game_id = ? ORDER BY faction", (game,))]
log = open(os.path.join(WORK, "serve.log"), "ab")

def serve():
    return subprocess.Popen([BIN, "--config", cfg, "serve"], env=env, stdout=log, stderr=log)

sent_ids = []
def burst(k, size=BURST):
    s = smtplib.SMTP(HOST, SMTP_PORT, timeout=30)
    for i in range(size):
        addr, token, game = players[(k * size + i) % len(players)]
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
# Issue 26: with several referees, the others run on while one is killed and restarted.
others = [serve() for _ in range(REFEREES)] if REFEREES > 1 and not THROUGHPUT else []
for k in range(KILLS):
    procs = others if REFEREES > 1 else [serve()]
    time.sleep(rng.uniform(0.3, 0.8))          # let it start and work on what is left
    th = threading.Thread(target=burst, args=(k,))
    th.start()
    time.sleep(rng.uniform(0.05, 1.5))         # somewhere in the burst and its answers
    victim = rng.randrange(len(procs))         # the game's owner or not, whichever
    procs[victim].send_signal(signal.SIGKILL)
    procs[victim].wait()
    del procs[victim]
    others = procs
    if REFEREES > 1:
        # The killed one comes back at once, and has time to note itself among the referees
        # before the next kill.
        others.append(serve())
        time.sleep(1.5)
    kills += 1
    th.join()
    print(f"\rkill {kills}/{KILLS}", end="", file=sys.stderr, flush=True)
print(file=sys.stderr)

def taken_and_waiting():
    ids = {r[0].strip("<>") for r in query("SELECT message_id FROM inbound WHERE message_id IS NOT NULL")}
    waiting = query("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL")[0][0]
    return ids, waiting

if THROUGHPUT:
    # Issue 26: every mail is delivered first and parked in a folder of the GM's mailbox; the
    # referees start and share the games out (each its lease, PostgreSQL); then all the mails
    # are moved into the INBOX with one IMAP MOVE and the clock starts. So the figure is the
    # referees' steady work, not Postfix's delivery nor the leases' first share-out.
    burst(0, THROUGHPUT)
    im = imaplib.IMAP4(HOST, IMAP_PORT)
    im.login(gm, PASSWORD)
    deadline = time.time() + 300
    while time.time() < deadline:
        typ, data = im.select("INBOX")
        if int(data[0]) >= THROUGHPUT:
            break
        time.sleep(0.5)
    im.create("Parked")
    typ, data = im.uid("MOVE", "1:*", "Parked")
    if typ != "OK":
        sys.exit(f"IMAP MOVE to Parked failed: {data}")
    others = [serve() for _ in range(REFEREES)]
    deadline = time.time() + 60
    while time.time() < deadline:
        time.sleep(0.5)
        if not PG_URL:
            break
        owners = query("SELECT COUNT(DISTINCT owner) FROM game_leases WHERE expires_ms > 0")[0][0]
        if owners >= min(REFEREES, NGAMES):
            time.sleep(6)      # one more heartbeat: every share given back and taken
            break
    print("leases: " + ", ".join(f"{o}: {n} game(s)" for o, n in
          (query("SELECT owner, COUNT(*) FROM game_leases GROUP BY owner") if PG_URL else [])), file=sys.stderr)
    want = set(sent_ids)
    im.select("Parked")
    t_start = time.time()
    typ, data = im.uid("MOVE", "1:*", "INBOX")
    if typ != "OK":
        sys.exit(f"IMAP MOVE to INBOX failed: {data}")
    im.logout()
    t_intake = None
    while time.time() < t_start + 600:
        ids, waiting = taken_and_waiting()
        if t_intake is None and want <= ids:
            t_intake = time.time() - t_start
        if t_intake is not None and waiting == 0:
            break
        time.sleep(0.2)
    t_all = time.time() - t_start
    if t_intake is None:
        t_intake = t_all
    p = None
    print(f"throughput: {THROUGHPUT} mails, {NGAMES} game(s), {REFEREES} referee(s) on {'PostgreSQL' if PG_URL else 'SQLite'}: "
          f"taken in in {t_intake:.2f} s = {THROUGHPUT / t_intake:.0f} mails/s; "
          f"all answered in {t_all:.2f} s = {THROUGHPUT / t_all:.0f} mails/s (from the referees' start, poll 0.2 s)")
else:
    # Let a last serve (beside the others) take everything in and send everything, then stop
    # them cleanly.
    p = serve()
    want = set(sent_ids)
    deadline = time.time() + 300
    while time.time() < deadline:
        time.sleep(1)
        ids, waiting = taken_and_waiting()
        if want <= ids and waiting == 0:
            break
time.sleep(3)
for q in ([p] if p else []) + others:
    q.send_signal(signal.SIGTERM)
for q in ([p] if p else []) + others:
    q.wait(timeout=30)

rows = query("SELECT message_id, outcome FROM inbound WHERE message_id IS NOT NULL")
# A row folded into another row's mail (serve sends a player's waiting confirmations as one
# mail, issue 22) went out under that mail's Message-ID (sent_in).
outbox = query("SELECT COALESCE(sent_in, message_id), to_addr, sent_at, failed_at FROM outbox")
count = {}
for mid, outcome in rows:
    mid = mid.strip("<>")
    count[mid] = count.get(mid, 0) + 1
lost = sum(1 for m in want if m not in count)
twice_in = sum(1 for m in want if count.get(m, 0) > 1)

# Every player's mailbox over IMAP: how often each Message-ID arrived.
delivered = {}
for addr, _, _ in players:
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
ours = [r for r in outbox if r[1] in {a for a, _, _ in players}]
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
# Every game replays from its inputs to the state and events stored.
same = 0
for game in games:
    out = subprocess.run([BIN, "--config", cfg, "replay", game], env=env, capture_output=True, text=True)
    ok = out.returncode == 0 and "DIFFERENT" not in out.stdout
    same += ok
    if not ok:
        print(f"replay {game}: {out.stdout.strip()} {out.stderr.strip()}")
print(f"replay identical: {same} of {len(games)} games")
print(f"elapsed: {time.time() - t0:.0f} s; work dir {WORK}")
sys.exit(0 if lost == 0 and twice_in == 0 and never == 0 and same == len(games) else 1)
PY
