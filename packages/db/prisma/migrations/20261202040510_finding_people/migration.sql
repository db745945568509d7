-- CreateTable
CREATE TABLE "PlayerHandle" (
    "handle" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "claimedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlayerHandle_pkey" PRIMARY KEY ("handle")
);

-- CreateIndex
CREATE INDEX "PlayerHandle_playerId_claimedAt_idx" ON "PlayerHandle"("playerId", "claimedAt");

-- AddForeignKey
ALTER TABLE "PlayerHandle" ADD CONSTRAINT "PlayerHandle_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Finding people (issue #63): player search and readable profile addresses. Written by
-- hand below the diff: Prisma's schema has no form for an extension, a function, an
-- expression index or a trigger.

-- Search: the shown name without accents or case ("Zoë" is found as "zoe", "Søren" as
-- "soren"). unaccent ships with PostgreSQL (contrib) and is a trusted extension, so
-- a database owner may create it. The wrapper is IMMUTABLE so an index may use it
-- (unaccent itself is STABLE: its dictionary could be changed; ours never is).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;

-- (Bodies as quoted strings, not SQL-standard RETURN bodies: those need PostgreSQL 14.)
CREATE FUNCTION player_search_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, name)) $$;

-- Prefix search (`like 'key%'`) over accounts only: guests have no lasting profile.
CREATE INDEX "Player_searchKey_idx" ON "Player" (player_search_key("displayName") text_pattern_ops)
  WHERE "userId" IS NOT NULL;

-- Readable addresses: the handle a shown name asks for ("Alice Walker" → alice-walker;
-- a name of only dots and dashes → player).
CREATE FUNCTION player_handle_base(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE
    WHEN name ~ '[[:alnum:]]' THEN lower(regexp_replace(btrim(name), '\s+', '-', 'g'))
    ELSE 'player'
  END $$;

-- Claims a handle for an account's player from its shown name: the base if free (or
-- already this player's: an old name comes back), else base-2, base-3, … A handle
-- once claimed stays its player's, so old links redirect rather than lead to someone
-- else. The insert's conflict handling makes two players racing for one handle take
-- turns: the loser tries the next number.
CREATE FUNCTION player_claim_handle_for(player_id text, name text) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  base text := player_handle_base(name);
  candidate text := base;
  n int := 1;
BEGIN
  LOOP
    UPDATE "PlayerHandle" SET "claimedAt" = clock_timestamp()
      WHERE handle = candidate AND "playerId" = player_id;
    EXIT WHEN FOUND;
    INSERT INTO "PlayerHandle" (handle, "playerId", "claimedAt")
      VALUES (candidate, player_id, clock_timestamp())
      ON CONFLICT (handle) DO NOTHING;
    EXIT WHEN FOUND;
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
END $$;

CREATE FUNCTION player_claim_handle() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM player_claim_handle_for(NEW.id, NEW."displayName");
  RETURN NULL;
END $$;

CREATE TRIGGER "Player_handle_on_insert" AFTER INSERT ON "Player"
  FOR EACH ROW WHEN (NEW."userId" IS NOT NULL)
  EXECUTE FUNCTION player_claim_handle();

CREATE TRIGGER "Player_handle_on_update" AFTER UPDATE OF "displayName", "userId" ON "Player"
  FOR EACH ROW WHEN (NEW."userId" IS NOT NULL AND (
    OLD."displayName" IS DISTINCT FROM NEW."displayName"
    OR OLD."userId" IS DISTINCT FROM NEW."userId"))
  EXECUTE FUNCTION player_claim_handle();

-- Every account that exists gets its handle, oldest first (the first Alice keeps alice).
DO $$
DECLARE p record;
BEGIN
  FOR p IN SELECT id, "displayName" FROM "Player" WHERE "userId" IS NOT NULL ORDER BY "createdAt", id LOOP
    PERFORM player_claim_handle_for(p.id, p."displayName");
  END LOOP;
END $$;
