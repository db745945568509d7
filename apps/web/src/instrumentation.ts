// Next.js runs register() once when the server starts, before it answers a request:
// `next start`, `next dev`, and server.mjs's app.prepare() alike. This is where the
// house (@3u3d/api/boot: the game server, its services, the periodic resume and
// pairing sweep) is booted, once per process, and handed to src/server/house.ts, where
// route handlers read it. Nothing boots on a request. register() waits for the first
// attempt, so a healthy start resumes its games before it serves; a failed one is told
// and tried again in the background (house.ts) while the server answers.
//
// The house is built in Node.js only (Next also evaluates this file for the edge
// runtime, which has no worker threads or PostgreSQL driver), hence the dynamic
// imports behind the runtime check; and never during `next build`, should a Next
// version load this file there.

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const [{ bootHouse }, { startHouse }, { bootOptions }] = await Promise.all([
    import("@3u3d/api/boot"),
    import("./server/house"),
    import("./server/boot-options"),
  ]);
  await startHouse(() => bootHouse(bootOptions()));
}
