-- AlterTable
ALTER TABLE "GameSeat" ADD COLUMN     "handedOver" TEXT;

-- Seats handed over before this column: three timeouts in a row or more (the handover
-- leaves them counted) timed out; the rest resigned.
UPDATE "GameSeat" SET "handedOver" = CASE WHEN timeouts >= 3 THEN 'timedOut' ELSE 'resigned' END
WHERE resigned AND "handedOver" IS NULL;
