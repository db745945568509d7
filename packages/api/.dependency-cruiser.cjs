// The layers of packages/api, checked on every `pnpm lint` (dependency-cruiser):
//   boot ▸ requests ▸ routers ▸ house ▸ services ▸ game-server ▸ @3u3d/db/repositories
// Nothing imports back up a layer, there are no cycles, neither the routers nor the
// game server reach for the database client (they are given repositories), and nothing
// here imports the React package @3u3d/ui. The house is built in boot.ts only, once
// per process at start (never on a request).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes the layers impossible to read top-down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "game-server-stays-below",
      severity: "error",
      comment:
        "The game server knows nothing of the services, routers or the house built on it.",
      from: { path: "^src/game-server/" },
      to: {
        path: "^src/(services|routers)/|^src/(house|trpc|root|event-stream|boot|requests)\\.ts$",
      },
    },
    {
      name: "services-stay-below-routers",
      severity: "error",
      from: { path: "^src/services/" },
      to: { path: "^src/routers/|^src/(house|root|boot|requests)\\.ts$" },
    },
    {
      name: "the-house-is-built-at-boot",
      severity: "error",
      comment:
        "The house and its loops start in one place, boot.ts, once per process at start: nothing else in the package builds one (the tests build theirs from outside src).",
      from: { path: "^src/", pathNot: "^src/boot\\.ts$" },
      to: { path: "^src/house\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "api-not-on-the-ui",
      severity: "error",
      comment:
        "The API must not import @3u3d/ui, the React package (issue #64 item 3): the words it says (Msg, refusals, card names) live in @3u3d/i18n.",
      from: {},
      // Resolved (a workspace package's files, ../ui/) or not (the bare name, when the
      // dependency is missing from package.json): either way it is refused.
      to: { path: "^@3u3d/ui(/|$)|^\\.\\./ui/|(^|/)node_modules/@3u3d/ui/" },
    },
    {
      name: "no-database-client",
      severity: "error",
      comment:
        "Routers and the game server get repositories (@3u3d/db/repositories), never the client, Prisma or pg.",
      from: { path: "^src/(routers|game-server)/" },
      to: {
        path: "(^|/)db/src/(index|client|generated/)|(^|/)node_modules/(pg|@prisma)/",
        pathNot: "(^|/)db/src/repositories/",
      },
    },
  ],
  options: require("../../tooling/dependency-cruiser/options.cjs"),
};
