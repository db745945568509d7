"use client";

import dynamic from "next/dynamic";

// The home page's parts that ask or speak the API (home-parts.tsx), code-split from
// its first load (issue #65, first paint): rendered on the server as before, so the
// HTML has them and nothing moves; their chunk (with TanStack Query, the tRPC client
// and superjson) is preloaded, not among the page's first scripts, and each part is
// hydrated when it has arrived while the rest of the page already is. One file for
// all, so one chunk and one request.
const parts = () => import("./home-parts");

export const PlayNow = dynamic(() => parts().then((m) => m.PlayNow));
export const GuestNameField = dynamic(() => parts().then((m) => m.GuestNameField));
export const YourGames = dynamic(() => parts().then((m) => m.YourGames));
export const WhoIsHere = dynamic(() => parts().then((m) => m.WhoIsHere));
export const PlayAPerson = dynamic(() => parts().then((m) => m.PlayAPerson));
export const CreateTable = dynamic(() => parts().then((m) => m.CreateTable));
export const OpenTables = dynamic(() => parts().then((m) => m.OpenTables));
