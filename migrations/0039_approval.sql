-- Issue 9, approval mode (numbered 0039 so it cannot clash with another branch's migration).

-- A game in approval mode: the mails that carry an automatic ruling wait for the GM's
-- `gm approve` (or overrule) and go out as ruled after `hours` without an answer.
CREATE TABLE approval_settings (
    game_id  TEXT PRIMARY KEY REFERENCES games(id),
    hours    INTEGER NOT NULL
);

-- One row per step that made an automatic ruling in approval mode, keyed by the input that
-- made it (the seq of its events).
CREATE TABLE approvals (
    game_id     TEXT NOT NULL REFERENCES games(id),
    seq         INTEGER NOT NULL,
    made_ms     INTEGER NOT NULL,
    due_ms      INTEGER NOT NULL,          -- goes out as ruled at this instant
    state       TEXT NOT NULL,             -- waiting | approved | timed_out
    decided_ms  INTEGER,
    released    INTEGER NOT NULL DEFAULT 0, -- its mails were let go (in seq order)
    notified    INTEGER NOT NULL DEFAULT 0, -- the GM was told
    PRIMARY KEY (game_id, seq)
);

-- An outbox row held with an approval (its seq); NULL = free to send. The sender skips held
-- rows; a held call for orders keeps its round's deadline still (it is a waiting call).
ALTER TABLE outbox ADD COLUMN held_seq INTEGER;
CREATE INDEX outbox_held ON outbox (game_id, held_seq) WHERE held_seq IS NOT NULL;
