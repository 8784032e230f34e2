-- rorgm schema, version 4: DKIM checking per game and per player (issue #11).
-- off | prefer | require; NULL: the game's setting (players) or the config's [auth] dkim (games).

ALTER TABLE games ADD COLUMN dkim TEXT;
ALTER TABLE players ADD COLUMN dkim TEXT;
