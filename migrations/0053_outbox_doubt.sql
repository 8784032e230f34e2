-- Issue 22, point 6: a mail in doubt (its SMTP transaction started and the process died before
-- the outcome was recorded: the server may have it) is looked up in the GM's own mailbox, where
-- every mail the referee sends leaves a copy, before it is sent again.
-- doubt_ms: when that transaction started (unix ms); doubt_in: the Message-ID of the mail that
-- carried the row (its own, or the mail it was folded into). NULL: not in doubt.
-- copy_key: the key of the tag (X-Rorgm-Copy) that says a copy is the referee's own, so that no
-- one else's mail can pass for one. Made here, once per database, by SQLite's own generator.
-- Numbered 0053 so it cannot clash with a migration written on another branch.
ALTER TABLE outbox ADD COLUMN doubt_ms INTEGER;
ALTER TABLE outbox ADD COLUMN doubt_in TEXT;
CREATE TABLE copy_key (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    key TEXT NOT NULL
);
INSERT INTO copy_key (id, key) VALUES (1, lower(hex(randomblob(32))));
