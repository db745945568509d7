import { NextRequest } from "next/server";

import { handlers } from "~/server/auth";
import { withSafeCallbackUrl } from "~/server/safe-callback-url";

export const dynamic = "force-dynamic";

// Auth.js, with every `callbackUrl` first made a path of this site (safe-callback-url.ts).
export async function GET(request: NextRequest) {
  return handlers.GET(await safeRequest(request));
}

export async function POST(request: NextRequest) {
  return handlers.POST(await safeRequest(request));
}

async function safeRequest(request: NextRequest): Promise<NextRequest> {
  const safe = await withSafeCallbackUrl(request);
  return safe === request ? request : new NextRequest(safe);
}
