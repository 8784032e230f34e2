-- Issue 25 §1: press between players through the GM, and the game's table options.
-- Numbered 0055 so it cannot clash with a migration written on another branch.

-- The options a game was created with that are no rules (the rules' options are its house
-- rules, kept in the setup). No row: the defaults (no grey press, the GM copied on private
-- press, no deadline extension for absent players).
CREATE TABLE table_options (
    game_id       TEXT PRIMARY KEY REFERENCES games(id),
    grey_press    INTEGER NOT NULL DEFAULT 0,   -- unsigned press (GREY PRESS) allowed
    press_copy    INTEGER NOT NULL DEFAULT 1,   -- the GM gets a copy of private press
    absent_extension_hours INTEGER NOT NULL DEFAULT 0  -- issue 25 §2: 0 = Default Moves
);

-- Every press message relayed, kept with the game (`game export`). Never read as orders.
CREATE TABLE press (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     TEXT NOT NULL REFERENCES games(id),
    faction     INTEGER NOT NULL,             -- the sender (0-based seat)
    recipients  TEXT NOT NULL,                -- "all", or the factions' seats, comma-separated
    grey        INTEGER NOT NULL DEFAULT 0,   -- relayed unsigned
    body        TEXT NOT NULL,                -- the message as relayed
    sent_ms     INTEGER NOT NULL,
    sent_at     TEXT NOT NULL
);
CREATE INDEX press_by_sender ON press (game_id, faction, sent_ms);

-- Issue 25 §2: the round whose deadline an absence extended (the game's option
-- absent_extension_hours; once per absence); NULL: not used in this absence.
ALTER TABLE players ADD COLUMN absent_extended_round INTEGER;
