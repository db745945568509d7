import baseConfig from "@3u3d/eslint-config/base";

// What a player's move runs through in this package: loading a game to play it, every
// move, the last move with its ending, an abandoned game's end (issue #65: no ORM on
// the move path). These run plain SQL on the pool they are handed, so they may not
// import Prisma, the client that carries it, or a Prisma-built part of the repository.
const MOVE_PATH = [
  "src/repositories/games/play.ts",
  "src/repositories/games/ending.ts",
  "src/repositories/games/sql.ts",
  "src/repositories/sql-transaction.ts",
];

export default [
  ...baseConfig,
  {
    files: MOVE_PATH,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/generated/**",
                "@prisma/*",
                "**/client",
                "./tables",
                "./records",
                "./rows",
              ],
              message:
                "The move path runs plain SQL on the pool, no ORM (packages/db/README.md, games).",
            },
          ],
        },
      ],
    },
  },
];
