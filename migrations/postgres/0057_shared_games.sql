-- Issue 26: several `serve` processes share the games of one database.
-- Each game has one owner at a time: a lease renewed by its owner's heartbeat, taken over
-- (epoch + 1) once it expired. Times are unix ms of the database server's clock.
CREATE TABLE game_leases (
    game_id     TEXT PRIMARY KEY,
    owner       TEXT NOT NULL,
    epoch       BIGINT NOT NULL,
    expires_ms  BIGINT NOT NULL
);
-- The referees alive (their heartbeat), so that each takes its share of the games.
CREATE TABLE referees (
    owner       TEXT PRIMARY KEY,
    expires_ms  BIGINT NOT NULL
);
-- Any referee sends: the rows it is sending are claimed (unix ms of the sender's clock).
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until BIGINT;
