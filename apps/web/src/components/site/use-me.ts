"use client";

import { useQuery } from "@tanstack/react-query";

import { useTRPC } from "~/trpc/react";

import { useOnline } from "./use-online";

/**
 * Who the browser is: undefined until known, null for nobody yet (and offline, where
 * there is nobody to ask, or when the server cannot answer: the way in is shown). The
 * cached `session.me`, so renaming yourself or signing in shows at once (those
 * mutations invalidate it).
 */
export function useMe() {
  const trpc = useTRPC();
  const online = useOnline();
  const session = useQuery({ ...trpc.session.me.queryOptions(), enabled: online });
  return !online || session.isError ? null : session.data;
}
