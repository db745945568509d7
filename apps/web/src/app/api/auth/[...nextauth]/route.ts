import { handlers } from "~/server/auth";

export const dynamic = "force-dynamic";
export const { GET, POST } = handlers;
