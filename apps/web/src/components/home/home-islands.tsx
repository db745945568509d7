"use client";

import dynamic from "next/dynamic";

import { partOf } from "~/components/part-of";

// The home page's parts that ask or speak the API (home-parts.tsx), code-split from
// its first load (issue #65, first paint): rendered on the server as before, so the
// HTML has them and nothing moves; their chunk (with TanStack Query, the tRPC client
// and superjson) is preloaded, not among the page's first scripts, and each part is
// hydrated when it has arrived while the rest of the page already is. One file for
// all, so one chunk and one request.
const parts = () => import("./home-parts");

export const PlayNow = dynamic(partOf(parts, "PlayNow"));
export const GuestNameField = dynamic(partOf(parts, "GuestNameField"));
export const YourGames = dynamic(partOf(parts, "YourGames"));
export const WhoIsHere = dynamic(partOf(parts, "WhoIsHere"));
export const PlayAPerson = dynamic(partOf(parts, "PlayAPerson"));
export const CreateTable = dynamic(partOf(parts, "CreateTable"));
export const OpenTables = dynamic(partOf(parts, "OpenTables"));
