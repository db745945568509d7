// A sign-in attempt as a script makes one: Auth.js's CSRF token, then the credentials
// callback. Answers the error code the callback redirects with ("" on success).
import type { APIRequestContext } from "@playwright/test";

export async function signInOverHttp(
  http: APIRequestContext,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const csrf = await http.get("/api/auth/csrf", { headers });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await http.post("/api/auth/callback/credentials", {
    form: { csrfToken, username, password },
    headers,
    maxRedirects: 0,
  });
  const location = res.headers()["location"] ?? "";
  return new URL(location, "http://x").searchParams.get("code") ?? "";
}
