-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "rematchId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Game_rematchId_key" ON "Game"("rematchId");
