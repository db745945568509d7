-- CreateTable
CREATE TABLE "TableMessage" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "playerId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TableMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TableMessage_gameId_id_idx" ON "TableMessage"("gameId", "id");

-- CreateIndex
CREATE INDEX "TableMessage_playerId_idx" ON "TableMessage"("playerId");

-- AddForeignKey
ALTER TABLE "TableMessage" ADD CONSTRAINT "TableMessage_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TableMessage" ADD CONSTRAINT "TableMessage_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;
