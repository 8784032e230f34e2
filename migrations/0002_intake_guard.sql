-- Issue 11: a mail whose intake was cut short (the process died while reading it) is known on
-- the next start; after two such interruptions it is set aside unread.
CREATE TABLE intake_attempts (
    source_key   TEXT PRIMARY KEY,
    run_id       TEXT NOT NULL,      -- the serving process that last started it
    interrupted  INTEGER NOT NULL DEFAULT 0,  -- attempts left unfinished by an earlier process
    started_at   TEXT NOT NULL
);

-- Forgery notices to a player are limited (one an hour); the ones held back are counted.
CREATE TABLE notice_limits (
    game_id       TEXT NOT NULL,
    faction       INTEGER NOT NULL,
    kind          TEXT NOT NULL,
    last_sent_ms  INTEGER NOT NULL,
    withheld      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, faction, kind)
);
