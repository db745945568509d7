// The layers of packages/api, checked on every `pnpm lint` (dependency-cruiser):
//   boot ▸ requests ▸ routers ▸ house ▸ services ▸ game-server ▸ @3u3d/db/repositories
// Nothing imports back up a layer, there are no cycles, neither the routers nor the
// game server reach for the database client (they are given repositories), and nothing
// here imports the React package @3u3d/ui. The house is built in boot.ts only, once
// per process at start (never on a request). Inside the game server, its parts sit below
// their wiring (game-server.ts), and the master, tables and coach know nothing of the
// bots' and timers' turns (eslint.config.js forbids the forward references).
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
      name: "game-server-parts-below-their-wiring",
      severity: "error",
      comment:
        "The game server's parts are wired in game-server.ts (issue #64 item 1): none imports the wiring, and the master, tables, coach and analyst know nothing of the bots' and timers' turns (turns, bot-turns, deadlines, or the old bots.ts). They are woken through the event hub and the scheduler's routes, so no cycle runs through them.",
      from: {
        path: "^src/game-server/",
        pathNot: "^src/game-server/game-server\\.ts$",
      },
      to: { path: "^src/game-server/game-server\\.ts$" },
    },
    {
      name: "master-tables-coach-know-no-turns",
      severity: "error",
      comment: "See game-server-parts-below-their-wiring.",
      from: {
        path: "^src/game-server/(master|moves|announce|seat-control|timeouts|frames|records|visible|tables|seating|rematch|coach|analysis|think|scheduler)\\.ts$",
      },
      to: { path: "^src/game-server/(turns|bot-turns|deadlines|bots)\\.ts$" },
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
