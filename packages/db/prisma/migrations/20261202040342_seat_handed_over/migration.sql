-- AlterTable
ALTER TABLE "GameSeat" ADD COLUMN     "handedOver" TEXT;
