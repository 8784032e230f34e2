-- Issue 25 §2: a player's declared absence (`ABSENT UNTIL <date> [MAIL]`, `BACK`).
-- absent_until_ms: when the absence ends (unix ms; the start of the date in the player's
-- TIMEZONE, else UTC); NULL: not absent. absent_mail: 1 when the player asked to keep getting
-- the mails (`MAIL`); else the calls and news are held until the return.
-- Numbered 0054 so it cannot clash with a migration written on another branch.
ALTER TABLE players ADD COLUMN absent_until_ms INTEGER;
ALTER TABLE players ADD COLUMN absent_mail INTEGER NOT NULL DEFAULT 0;
