// What the table's React components may import, checked on every `pnpm lint`
// (dependency-cruiser). The UI shows what it is given: it depends on the rules
// (@3u3d/engine) and the words (@3u3d/i18n), never on the server (@3u3d/api) or the bots
// (@3u3d/ai). Issue #64 item 3 removed both: places of a finished game and the hint's
// type now come from the engine, messages and refusals from i18n.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "A cycle makes the components impossible to read top-down.",
      from: {},
      to: { circular: true },
    },
    {
      name: "ui-not-on-the-bots",
      severity: "error",
      comment:
        "The UI must not import @3u3d/ai (issue #64 item 3): a rule of the game belongs in @3u3d/engine, a hint reaches the table as the engine's Hint type.",
      from: {},
      // Resolved (a workspace package's files, ../ai/) or not (the bare name, when the
      // dependency is missing from package.json): either way it is refused.
      to: { path: "^@3u3d/ai(/|$)|^\\.\\./ai/|(^|/)node_modules/@3u3d/ai/" },
    },
    {
      name: "ui-not-on-the-server",
      severity: "error",
      comment:
        "The UI must not import @3u3d/api (issue #64 item 3): it gets its data from the page, and the words the server says too live in @3u3d/i18n.",
      from: {},
      to: { path: "^@3u3d/api(/|$)|^\\.\\./api/|(^|/)node_modules/@3u3d/api/" },
    },
  ],
  options: require("../../tooling/dependency-cruiser/options.cjs"),
};
