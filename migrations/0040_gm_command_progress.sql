-- Issue 9: GM commands by mail exactly once. One row per command line of a mail to the GM's
-- command address, written in the transaction of the command's own change (or just after a
-- command that changes nothing); the mail's inbound record commits last, with the reply. A
-- restart reads the mail again and skips the lines done.
CREATE TABLE gm_command_progress (
    source_key  TEXT NOT NULL,
    line        INTEGER NOT NULL,
    result      TEXT,               -- the reply's sentence; NULL: done, the process stopped before
    PRIMARY KEY (source_key, line)
);
