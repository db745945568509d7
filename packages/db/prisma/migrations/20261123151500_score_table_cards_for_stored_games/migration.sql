-- R-SCORE changed: a penalty now counts the hand only, and counting face-up and face-down
-- cards too became the house rule scoreTableCards (off by default). Every game and
-- championship stored before this migration was set up when all the cards a seat still
-- held counted, so it is marked as using that house rule: its replays, its game-over
-- panel, the games still to come in its championship and a game still running score
-- as they always did. Finished games keep their GameResult scores (and ratings their
-- penaltyTotal) untouched. Rows that already say either way are left alone, so running
-- this again changes nothing.
-- (No semicolons in these comments: the migration runner splits statements on them
-- even inside a comment.)

-- The table config as chosen: replays rebuild the game from it.
UPDATE "Game"
SET "config" = jsonb_set(
  "config",
  '{options}',
  CASE WHEN jsonb_typeof("config" -> 'options') = 'object' THEN "config" -> 'options' ELSE '{}'::jsonb END
    || '{"scoreTableCards": true}'::jsonb
)
WHERE "config" -> 'options' -> 'scoreTableCards' IS NULL;

-- The engine state of a game that has started: its resolved config is what scores it.
UPDATE "Game"
SET "state" = jsonb_set("state", '{config,options,scoreTableCards}', 'true'::jsonb)
WHERE "state" IS NOT NULL
  AND jsonb_typeof("state" -> 'config' -> 'options') = 'object'
  AND "state" -> 'config' -> 'options' -> 'scoreTableCards' IS NULL;

-- The rules of a championship, from which its next tables are created (R-CHAMP: the
-- same rules for every game).
UPDATE "Championship"
SET "config" = jsonb_set(
  "config",
  '{options}',
  CASE WHEN jsonb_typeof("config" -> 'options') = 'object' THEN "config" -> 'options' ELSE '{}'::jsonb END
    || '{"scoreTableCards": true}'::jsonb
)
WHERE "config" -> 'options' -> 'scoreTableCards' IS NULL;
