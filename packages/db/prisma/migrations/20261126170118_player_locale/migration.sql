-- AlterTable
ALTER TABLE "Player" ADD COLUMN     "locale" TEXT;
