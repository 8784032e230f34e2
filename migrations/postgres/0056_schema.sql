-- rorgm schema for PostgreSQL (issue 26): the SQLite migrations 0001 to 0056 as one file, in
-- PostgreSQL's types: BIGINT for INTEGER (every integer the code binds is 64-bit; flags stay
-- 0/1 integers, as on SQLite), BYTEA for BLOB, BIGSERIAL for AUTOINCREMENT and for SQLite's
-- implicit rowid where a query orders by it. Later migrations get a file in both sets, under
-- the same number. Comments on the columns are in the SQLite files.

CREATE TABLE games (
    id            TEXT PRIMARY KEY,
    scenario      TEXT NOT NULL,
    setup_json    TEXT NOT NULL,
    seed_hex      TEXT NOT NULL,
    seed_sha256   TEXT NOT NULL,
    status        TEXT NOT NULL,
    round         BIGINT NOT NULL DEFAULT 0,
    last_seq      BIGINT NOT NULL DEFAULT 0,
    state_json    TEXT NOT NULL,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL,
    dkim          TEXT
);

CREATE TABLE players (
    game_id   TEXT NOT NULL REFERENCES games(id),
    faction   BIGINT NOT NULL,
    name      TEXT NOT NULL,
    address   TEXT NOT NULL,
    token     TEXT NOT NULL UNIQUE,
    dkim      TEXT,
    mail_mode TEXT,
    timezone  TEXT,
    absent_until_ms BIGINT,
    absent_mail BIGINT NOT NULL DEFAULT 0,
    absent_extended_round BIGINT,
    picture_off BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, faction)
);

CREATE TABLE inputs (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         BIGINT NOT NULL,
    input_json  TEXT NOT NULL,
    source      TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE snapshots (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         BIGINT NOT NULL,
    round       BIGINT NOT NULL,
    state_json  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         BIGINT NOT NULL,
    idx         BIGINT NOT NULL,
    visibility  TEXT NOT NULL,
    event_json  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq, idx)
);

CREATE TABLE inbound (
    id           BIGSERIAL PRIMARY KEY,
    source_key   TEXT NOT NULL UNIQUE,
    message_id   TEXT,
    dedup_key    TEXT NOT NULL,
    from_addr    TEXT,
    game_id      TEXT,
    faction      BIGINT,
    outcome      TEXT NOT NULL,
    received_at  TEXT NOT NULL
);
CREATE INDEX inbound_dedup ON inbound (dedup_key, from_addr);

CREATE TABLE mail_bodies (
    id      BIGSERIAL PRIMARY KEY,
    hash    BYTEA NOT NULL UNIQUE,
    body_z  BYTEA NOT NULL
);

CREATE TABLE outbox (
    id              BIGSERIAL PRIMARY KEY,
    game_id         TEXT,
    message_id      TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL,
    to_addr         TEXT NOT NULL,
    reply_to        TEXT,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    in_reply_to     TEXT,
    auto_submitted  BIGINT NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    attempts        BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    sent_at         TEXT,
    failed_at       TEXT,
    last_error      TEXT,
    created_ms      BIGINT,
    round           BIGINT,
    body_id         BIGINT REFERENCES mail_bodies(id),
    held_seq        BIGINT,
    sent_in         TEXT,
    doubt_ms        BIGINT,
    doubt_in        TEXT
);
CREATE INDEX outbox_waiting ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_queue ON outbox (to_addr, id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_calls ON outbox (game_id, round) WHERE kind = 'call' AND sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_held ON outbox (game_id, held_seq) WHERE held_seq IS NOT NULL;

CREATE TABLE deadlines (
    game_id      TEXT PRIMARY KEY REFERENCES games(id),
    round        BIGINT NOT NULL,
    deadline_at  BIGINT NOT NULL,
    reminder_at  BIGINT NOT NULL,
    reminded     BIGINT NOT NULL DEFAULT 0,
    call_wait_ms BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE intake_attempts (
    source_key   TEXT PRIMARY KEY,
    run_id       TEXT NOT NULL,
    interrupted  BIGINT NOT NULL DEFAULT 0,
    started_at   TEXT NOT NULL
);

CREATE TABLE notice_limits (
    game_id       TEXT NOT NULL,
    faction       BIGINT NOT NULL,
    kind          TEXT NOT NULL,
    last_sent_ms  BIGINT NOT NULL,
    withheld      BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, faction, kind)
);

CREATE TABLE pauses (
    game_id            TEXT PRIMARY KEY REFERENCES games(id),
    round              BIGINT NOT NULL,
    paused_at          BIGINT NOT NULL,
    deadline_left_ms   BIGINT NOT NULL,
    reminder_left_ms   BIGINT NOT NULL
);

-- rowid: SQLite's implicit row number, which the queries order observers by.
CREATE TABLE observers (
    rowid     BIGSERIAL,
    game_id   TEXT NOT NULL REFERENCES games(id),
    address   TEXT NOT NULL,
    added_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, address)
);

CREATE TABLE bots (
    game_id   TEXT NOT NULL REFERENCES games(id),
    faction   BIGINT NOT NULL,
    PRIMARY KEY (game_id, faction)
);

CREATE TABLE gm_inbox (
    id          BIGSERIAL PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES games(id),
    faction     BIGINT NOT NULL,
    source_key  TEXT NOT NULL,
    subject     TEXT NOT NULL,
    text        TEXT NOT NULL,
    received_at TEXT NOT NULL
);

CREATE TABLE holds (
    game_id  TEXT NOT NULL REFERENCES games(id),
    faction  BIGINT NOT NULL,
    round    BIGINT NOT NULL,
    lines    TEXT NOT NULL,
    PRIMARY KEY (game_id, faction)
);

CREATE TABLE sender_state (
    id              BIGINT PRIMARY KEY CHECK (id = 1),
    down_since_ms   BIGINT,
    failures        BIGINT NOT NULL DEFAULT 0,
    next_probe_ms   BIGINT,
    last_error      TEXT,
    last_ok_ms      BIGINT
);
INSERT INTO sender_state (id, failures) VALUES (1, 0);

CREATE TABLE held_news (
    id       BIGSERIAL PRIMARY KEY,
    game_id  TEXT NOT NULL REFERENCES games(id),
    faction  BIGINT NOT NULL,
    private  BIGINT NOT NULL DEFAULT 0,
    text     TEXT NOT NULL
);
CREATE INDEX held_news_player ON held_news (game_id, faction, id);

CREATE TABLE approval_settings (
    game_id  TEXT PRIMARY KEY REFERENCES games(id),
    hours    BIGINT NOT NULL
);

CREATE TABLE approvals (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         BIGINT NOT NULL,
    made_ms     BIGINT NOT NULL,
    due_ms      BIGINT NOT NULL,
    state       TEXT NOT NULL,
    decided_ms  BIGINT,
    released    BIGINT NOT NULL DEFAULT 0,
    notified    BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE gm_command_progress (
    source_key  TEXT NOT NULL,
    line        BIGINT NOT NULL,
    result      TEXT,
    PRIMARY KEY (source_key, line)
);

CREATE TABLE intake_state (
    id              BIGINT PRIMARY KEY CHECK (id = 1),
    down_since_ms   BIGINT,
    failures        BIGINT NOT NULL DEFAULT 0,
    next_try_ms     BIGINT,
    last_error      TEXT
);
INSERT INTO intake_state (id, failures) VALUES (1, 0);

CREATE TABLE mail_written (
    game_id     TEXT NOT NULL,
    faction     BIGINT NOT NULL,
    newest_ms   BIGINT NOT NULL,
    PRIMARY KEY (game_id, faction)
);

-- 64 hex digits from two random UUIDs (gen_random_uuid is built in from PostgreSQL 13).
CREATE TABLE copy_key (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    key TEXT NOT NULL
);
INSERT INTO copy_key (id, key) VALUES (1,
    replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));

CREATE TABLE table_options (
    game_id       TEXT PRIMARY KEY REFERENCES games(id),
    grey_press    BIGINT NOT NULL DEFAULT 0,
    press_copy    BIGINT NOT NULL DEFAULT 1,
    absent_extension_hours BIGINT NOT NULL DEFAULT 0
);

CREATE TABLE press (
    id          BIGSERIAL PRIMARY KEY,
    game_id     TEXT NOT NULL REFERENCES games(id),
    faction     BIGINT NOT NULL,
    recipients  TEXT NOT NULL,
    grey        BIGINT NOT NULL DEFAULT 0,
    body        TEXT NOT NULL,
    sent_ms     BIGINT NOT NULL,
    sent_at     TEXT NOT NULL
);
CREATE INDEX press_by_sender ON press (game_id, faction, sent_ms);

CREATE TABLE mail_attachments (
    id BIGSERIAL PRIMARY KEY,
    message_id TEXT NOT NULL,
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    data BYTEA NOT NULL
);
CREATE INDEX mail_attachments_message ON mail_attachments (message_id);

-- Issue 26: the sent journal (on SQLite the file `<db>-sent`; crates/store/src/journal.rs):
-- one row per write, the lines as the file would hold them.
CREATE TABLE sent_journal (
    n     BIGSERIAL PRIMARY KEY,
    line  TEXT NOT NULL
);
