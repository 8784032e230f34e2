-- Sending (issue #11). Numbered 0011 so it cannot clash with a 0002 written on another branch.

-- When the row was created (unix ms; NULL on rows written before this migration) and, for a call
-- for orders (kind = 'call'), the round it calls.
ALTER TABLE outbox ADD COLUMN created_ms INTEGER;
ALTER TABLE outbox ADD COLUMN round INTEGER;
-- The body of a sent mail, once compressed: `body` is then '' and the body is in mail_bodies
-- (identical bodies, as an announcement to every player, are stored once).
ALTER TABLE outbox ADD COLUMN body_id INTEGER REFERENCES mail_bodies(id);
CREATE TABLE mail_bodies (
    id      INTEGER PRIMARY KEY,
    hash    BLOB NOT NULL UNIQUE,       -- first 16 bytes of the SHA-256 of the body
    body_z  BLOB NOT NULL               -- version byte 1 + raw deflate with the preset dictionary v1
);

-- The waiting mails, in creation order, and per recipient (the head of each recipient's queue).
CREATE INDEX outbox_waiting ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
CREATE INDEX outbox_queue ON outbox (to_addr, id) WHERE sent_at IS NULL AND failed_at IS NULL;
DROP INDEX outbox_pending;  -- replaced by the partial indexes above (it covered every sent row)
CREATE INDEX outbox_calls ON outbox (game_id, round) WHERE kind = 'call' AND sent_at IS NULL AND failed_at IS NULL;

-- How long the round's calls for orders waited in the outbox, already added to its deadline.
ALTER TABLE deadlines ADD COLUMN call_wait_ms INTEGER NOT NULL DEFAULT 0;

-- The state of sending (one row): set while the mail server cannot be reached.
CREATE TABLE sender_state (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    down_since_ms   INTEGER,               -- first failure of the current outage; NULL when sending works
    failures        INTEGER NOT NULL DEFAULT 0,  -- failed attempts in this outage
    next_probe_ms   INTEGER,               -- when to try again
    last_error      TEXT,
    last_ok_ms      INTEGER                -- last mail accepted by the server
);
INSERT INTO sender_state (id, failures) VALUES (1, 0);
