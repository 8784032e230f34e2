-- Issue 25 §3: the board picture.
-- picture_off: 1 when the player wrote `PICTURE OFF` (no picture with his news at the end of a
-- phase; `BOARD` still sends one). Whether a game sends pictures at all is a game setting, kept
-- in the stored setup (`picture`).
-- mail_attachments: what a mail of the outbox carries besides its text (the PNG), by its
-- Message-ID; a mail folded into another hands its attachments on to it.
-- Numbered 0056 so it cannot clash with 0055 (TableOptions, press) written on another branch.
ALTER TABLE players ADD COLUMN picture_off INTEGER NOT NULL DEFAULT 0;
CREATE TABLE mail_attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    message_id TEXT NOT NULL,
    filename TEXT NOT NULL,
    content_type TEXT NOT NULL,
    data BLOB NOT NULL
);
CREATE INDEX mail_attachments_message ON mail_attachments (message_id);
