-- AlterTable
ALTER TABLE "GameResult" ADD COLUMN     "ratings" JSONB;
