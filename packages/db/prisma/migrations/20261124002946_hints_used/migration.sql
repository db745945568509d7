-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "hintsUsed" BOOLEAN NOT NULL DEFAULT false;
