-- AlterTable
ALTER TABLE "GameSeat" ADD COLUMN     "resigned" BOOLEAN NOT NULL DEFAULT false;

-- A seat a bot plays for its person now was handed over: it stays resigned.
UPDATE "GameSeat" SET "resigned" = true WHERE "botControlled";

-- Every table has a turn timer now: those made without one get the default, five
-- minutes a move (DEFAULT_TURN_TIMER_SECONDS in packages/api/src/turn-timers.ts), so
-- games stalled for ever are timed out once a server resumes them.
UPDATE "Game" SET "turnTimerSeconds" = 300
WHERE "turnTimerSeconds" IS NULL AND "status" IN ('LOBBY', 'PLAYING');
