-- rorgm schema, version 1. Every row belongs to one game (or to no game, for unmatched mail).

CREATE TABLE games (
    id            TEXT PRIMARY KEY,
    scenario      TEXT NOT NULL,
    setup_json    TEXT NOT NULL,            -- the rules Setup (players, scenario)
    seed_hex      TEXT NOT NULL,            -- secret until the game ends
    seed_sha256   TEXT NOT NULL,            -- published at the start
    status        TEXT NOT NULL,            -- waiting | rules_end | finished
    round         INTEGER NOT NULL DEFAULT 0,
    last_seq      INTEGER NOT NULL DEFAULT 0, -- last input sequence number
    state_json    TEXT NOT NULL,            -- snapshot after last_seq
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);

CREATE TABLE players (
    game_id   TEXT NOT NULL REFERENCES games(id),
    faction   INTEGER NOT NULL,             -- 0-based seat
    name      TEXT NOT NULL,
    address   TEXT NOT NULL,                -- registered From address, lowercased
    token     TEXT NOT NULL UNIQUE,         -- secret plus-address token
    PRIMARY KEY (game_id, faction)
);

-- The input log: replaying setup + seed + these inputs reproduces every event.
CREATE TABLE inputs (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    input_json  TEXT NOT NULL,
    source      TEXT NOT NULL,              -- mail:<dedup key>, cli, deadline
    created_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Snapshots per resolution, to load fast and to roll back.
CREATE TABLE snapshots (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    round       INTEGER NOT NULL,
    state_json  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Every event, with its visibility, in order.
CREATE TABLE events (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,           -- input seq that caused it (0 = setup)
    idx         INTEGER NOT NULL,
    visibility  TEXT NOT NULL,              -- public | faction:N | gm
    event_json  TEXT NOT NULL,
    PRIMARY KEY (game_id, seq, idx)
);

-- Inbound mail bookkeeping: exactly-once intake.
CREATE TABLE inbound (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    source_key   TEXT NOT NULL UNIQUE,      -- imap:<uidvalidity>:<uid> | maildir:<file>
    message_id   TEXT,
    dedup_key    TEXT NOT NULL,
    from_addr    TEXT,
    game_id      TEXT,
    faction      INTEGER,
    outcome      TEXT NOT NULL,             -- accepted | refused:<why> | ignored:<why> | duplicate
    received_at  TEXT NOT NULL
);
CREATE INDEX inbound_dedup ON inbound (dedup_key, from_addr);

-- The transactional outbox: rows written in the same transaction as the events.
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id         TEXT,
    message_id      TEXT NOT NULL UNIQUE,
    kind            TEXT NOT NULL,          -- setup | call | confirmation | announcement | private | default | reminder | notice
    to_addr         TEXT NOT NULL,
    reply_to        TEXT,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    in_reply_to     TEXT,
    auto_submitted  INTEGER NOT NULL DEFAULT 0,
    created_at      TEXT NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,     -- unix ms
    sent_at         TEXT,
    failed_at       TEXT,
    last_error      TEXT
);
CREATE INDEX outbox_pending ON outbox (sent_at, failed_at, next_attempt_at);

-- One open round per game at a time.
CREATE TABLE deadlines (
    game_id      TEXT PRIMARY KEY REFERENCES games(id),
    round        INTEGER NOT NULL,
    deadline_at  INTEGER NOT NULL,         -- unix ms UTC
    reminder_at  INTEGER NOT NULL,         -- unix ms UTC
    reminded     INTEGER NOT NULL DEFAULT 0
);
