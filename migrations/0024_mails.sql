-- Issue 10, fewer and clearer mails (helper "mails", numbered 0024 to avoid clashes).

-- A player's mail settings: MAIL DIGEST ('digest': news only at the end of each phase) or
-- MAIL EVERY (NULL, the default: every mail carries the news since the last one), and
-- TIMEZONE (an IANA name; NULL: deadlines in UTC only).
ALTER TABLE players ADD COLUMN mail_mode TEXT;
ALTER TABLE players ADD COLUMN timezone TEXT;

-- News a player has not been sent yet (rendered blocks, in order): held until the player's
-- next mail (a call for orders, the end of a phase in digest mode, the end of the game).
-- Written and released in the transaction of the step that holds or sends them.
CREATE TABLE held_news (
    id       INTEGER PRIMARY KEY,
    game_id  TEXT NOT NULL REFERENCES games(id),
    faction  INTEGER NOT NULL,
    private  INTEGER NOT NULL DEFAULT 0,   -- 1: for this faction only (hand, treasury, defaults)
    text     TEXT NOT NULL
);
CREATE INDEX held_news_player ON held_news (game_id, faction, id);
