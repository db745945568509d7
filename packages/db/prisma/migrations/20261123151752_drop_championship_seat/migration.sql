-- DropForeignKey
ALTER TABLE "ChampionshipSeat" DROP CONSTRAINT "ChampionshipSeat_championshipId_fkey";

-- DropForeignKey
ALTER TABLE "ChampionshipSeat" DROP CONSTRAINT "ChampionshipSeat_playerId_fkey";

-- DropTable
DROP TABLE "ChampionshipSeat";
