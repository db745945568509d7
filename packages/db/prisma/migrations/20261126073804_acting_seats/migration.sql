-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "acting" INTEGER[] DEFAULT ARRAY[]::INTEGER[];

-- Games being played when this runs: who must act, read from the stored state the way
-- the engine's toAct reads it (in setup every seat that has not chosen, in play the
-- current seat). From now on the game server writes it with every move. No semicolons
-- in comments here: the migration runner splits the script on them.
UPDATE "Game" g SET "acting" = CASE g.state->>'phase'
    WHEN 'setup' THEN coalesce((
      SELECT array_agg((e.i - 1)::int ORDER BY e.i)
      FROM jsonb_array_elements(g.state->'seats') WITH ORDINALITY AS e(seat, i)
      WHERE e.seat->'chosen' = 'null'::jsonb), ARRAY[]::INTEGER[])
    WHEN 'play' THEN ARRAY[(g.state->>'current')::int]
    ELSE ARRAY[]::INTEGER[]
  END
WHERE g.status = 'PLAYING' AND g.state IS NOT NULL;
