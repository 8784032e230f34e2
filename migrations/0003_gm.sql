-- Issue 9, the GM's hand: paused games, observers, bot-played factions.
CREATE TABLE pauses (
    game_id            TEXT PRIMARY KEY REFERENCES games(id),
    round              INTEGER NOT NULL,   -- the round open when the game was paused
    paused_at          INTEGER NOT NULL,   -- unix ms
    deadline_left_ms   INTEGER NOT NULL,   -- time left to the deadline then
    reminder_left_ms   INTEGER NOT NULL    -- time left to the reminder then
);

CREATE TABLE observers (
    game_id   TEXT NOT NULL REFERENCES games(id),
    address   TEXT NOT NULL,               -- lowercased
    added_at  TEXT NOT NULL,
    PRIMARY KEY (game_id, address)
);

-- Factions a bot plays (Default Moves at once) until a human takes them again.
CREATE TABLE bots (
    game_id   TEXT NOT NULL REFERENCES games(id),
    faction   INTEGER NOT NULL,
    PRIMARY KEY (game_id, faction)
);

-- Mail a player sent to the GM's plain address: kept for the GM (`rorgm gm inbox`).
CREATE TABLE gm_inbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     TEXT NOT NULL REFERENCES games(id),
    faction     INTEGER NOT NULL,
    source_key  TEXT NOT NULL,
    subject     TEXT NOT NULL,
    text        TEXT NOT NULL,
    received_at TEXT NOT NULL
);

-- Issue 10: a faction whose last mail of the round had errors holds the round open (it does
-- not resolve early) until a clean mail or READY; the deadline still applies.
CREATE TABLE holds (
    game_id  TEXT NOT NULL REFERENCES games(id),
    faction  INTEGER NOT NULL,
    round    INTEGER NOT NULL,
    lines    TEXT NOT NULL,      -- the line numbers in error, for the confirmation
    PRIMARY KEY (game_id, faction)
);
