-- DropIndex
DROP INDEX "Player_lastSeenAt_idx";

-- AlterTable
ALTER TABLE "Player" DROP COLUMN "lastSeenAt";

-- CreateTable
CREATE TABLE "OpenPage" (
    "id" TEXT NOT NULL,
    "visitor" TEXT NOT NULL,
    "playerId" TEXT,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OpenPage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "OpenPage_seenAt_idx" ON "OpenPage"("seenAt");

-- CreateIndex
CREATE INDEX "OpenPage_playerId_idx" ON "OpenPage"("playerId");

-- AddForeignKey
ALTER TABLE "OpenPage" ADD CONSTRAINT "OpenPage_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
