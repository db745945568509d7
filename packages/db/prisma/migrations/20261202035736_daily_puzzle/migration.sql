-- CreateTable
CREATE TABLE "Puzzle" (
    "number" INTEGER NOT NULL,
    "state" JSONB NOT NULL,
    "solution" JSONB NOT NULL,
    "source" JSONB NOT NULL,
    "storedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Puzzle_pkey" PRIMARY KEY ("number")
);

-- CreateTable
CREATE TABLE "PuzzleDay" (
    "playerId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "puzzleNumber" INTEGER NOT NULL,
    "wrongMoves" INTEGER NOT NULL DEFAULT 0,
    "solvedAt" TIMESTAMP(3),

    CONSTRAINT "PuzzleDay_pkey" PRIMARY KEY ("playerId","day")
);

-- AddForeignKey
ALTER TABLE "PuzzleDay" ADD CONSTRAINT "PuzzleDay_playerId_fkey" FOREIGN KEY ("playerId") REFERENCES "Player"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PuzzleDay" ADD CONSTRAINT "PuzzleDay_puzzleNumber_fkey" FOREIGN KEY ("puzzleNumber") REFERENCES "Puzzle"("number") ON DELETE RESTRICT ON UPDATE CASCADE;
