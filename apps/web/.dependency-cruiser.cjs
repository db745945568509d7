// What the web app's modules may import, checked on every `pnpm lint` (dependency-cruiser).
// The house (the game server, its services, the turn queue, the event bus, the periodic
// resume and the pairing sweep: @3u3d/api/boot) is booted once, at process start, by
// src/instrumentation.ts. Nothing boots on a request: no page, route handler or module
// they use may reach what builds or starts it; they read the booted house from
// src/server/house.ts. Type-only imports are fine (they vanish at build).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "nothing-boots-on-a-request",
      severity: "error",
      comment:
        "Only src/instrumentation.ts boots the house (@3u3d/api/boot) and with it the turn queue and the event bus; requests read it from src/server/house.ts.",
      from: { path: "^src/", pathNot: "^src/instrumentation\\.ts$" },
      to: {
        path: "(^|/)packages/api/src/(boot|house)\\.ts$|(^|/)packages/db/src/(turn-queue|notify-bus)\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "routes-answer-with-the-booted-api",
      severity: "error",
      comment:
        "Route handlers answer through the booted house's requests (packages/api/src/requests.ts): Next bundles them apart from the instrumentation hook, so their own copy of the routers would not know the house's errors.",
      from: { path: "^src/app/" },
      to: {
        path: "(^|/)packages/api/src/index\\.ts$",
        dependencyTypesNot: ["type-only"],
      },
    },
  ],
  options: require("../../tooling/dependency-cruiser/options.cjs"),
};
