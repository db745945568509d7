// A table dealt over HTTP for a script that measures the table page as its seated
// player (lighthouse.mjs, main-thread-profile.mjs), as the browser tests' openBotTable
// does: a guest, a table with one bot, dealt. Gives the table's address and the guest's
// session cookie, which the measuring browser then sends with every request.

/** `base`: a running server. */
export async function seatedTable(base, name = "Measured") {
  // A made-up client address: sign-up limits count per address when TRUSTED_PROXIES is on.
  const forwardedFor = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  let cookie = "";
  async function call(path, input) {
    const res = await fetch(new URL(`/api/trpc/${path}`, base), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": forwardedFor,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ json: input }),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = [cookie, ...set].filter(Boolean).join("; ");
    return (await res.json()).result.data.json;
  }
  await call("session.playAsGuest", { name });
  const table = await call("lobby.create", {
    seats: [{ kind: "human" }, { kind: "bot", level: "heuristic" }],
  });
  await call("lobby.start", { gameId: table.id });
  return { url: new URL(`/table/${table.id}`, base).href, cookie };
}
