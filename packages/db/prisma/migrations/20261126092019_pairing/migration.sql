-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "rated" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "PairingSeek" (
    "id" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "ruleset" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "rated" BOOLEAN NOT NULL,
    "rating" INTEGER NOT NULL,
    "botFillAfterSeconds" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "gameId" TEXT,

    CONSTRAINT "PairingSeek_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PairingSeek_playerId_key" ON "PairingSeek"("playerId");

-- CreateIndex
CREATE INDEX "PairingSeek_ruleset_players_rated_createdAt_idx" ON "PairingSeek"("ruleset", "players", "rated", "createdAt");

-- AddForeignKey
ALTER TABLE "PairingSeek" ADD CONSTRAINT "PairingSeek_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PairingSeek" ADD CONSTRAINT "PairingSeek_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE SET NULL ON UPDATE CASCADE;
