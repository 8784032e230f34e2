-- Issue 22: the state of intake (one row), as `rorgm status` shows it: set while `serve` cannot
-- read the mailbox (IMAP unreachable at start or later, a database fault during intake).
-- Numbered 0042 so it cannot clash with a migration written on another branch.
CREATE TABLE intake_state (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    down_since_ms   INTEGER,               -- first failure of the current outage; NULL when intake works
    failures        INTEGER NOT NULL DEFAULT 0,  -- failed passes in this outage
    next_try_ms     INTEGER,               -- when serve tries again
    last_error      TEXT
);
INSERT INTO intake_state (id, failures) VALUES (1, 0);

-- Issue 22, point 11: when the newest mail of each player that was applied was written (its
-- Date within sane bounds, unix ms): an older mail that comes after it is not applied.
CREATE TABLE mail_written (
    game_id     TEXT NOT NULL,
    faction     INTEGER NOT NULL,
    newest_ms   INTEGER NOT NULL,
    PRIMARY KEY (game_id, faction)
);
