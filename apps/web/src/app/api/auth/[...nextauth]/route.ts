import { NextRequest } from "next/server";

import { handlers } from "~/server/auth";
import { redirectAsPath } from "~/server/redirect-as-path";
import { withSafeCallbackUrl } from "~/server/safe-callback-url";

export const dynamic = "force-dynamic";

// Auth.js, with every `callbackUrl` first made a path of this site (safe-callback-url.ts),
// and its redirects back to this site sent as paths (redirect-as-path.ts).
export async function GET(request: NextRequest) {
  return redirectAsPath(await handlers.GET(await safeRequest(request)), request);
}

export async function POST(request: NextRequest) {
  return redirectAsPath(await handlers.POST(await safeRequest(request)), request);
}

async function safeRequest(request: NextRequest): Promise<NextRequest> {
  const safe = await withSafeCallbackUrl(request);
  return safe === request ? request : new NextRequest(safe);
}
