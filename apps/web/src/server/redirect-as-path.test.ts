import { describe, expect, it } from "vitest";

import { redirectAsPath } from "./redirect-as-path";

const signOut = new Request("http://localhost:3000/api/auth/signout", { method: "POST" });

function redirect(location: string) {
  const headers = new Headers({ location });
  headers.append("set-cookie", "authjs.session-token=; Max-Age=0; Path=/");
  headers.append("set-cookie", "authjs.callback-url=%2Frules; Path=/");
  return new Response(null, { status: 302, headers });
}

describe("redirectAsPath", () => {
  it("sends a redirect back to this site as a path, its cookies kept", () => {
    const answer = redirectAsPath(
      redirect("http://localhost:3000/rules?x=1#top"),
      signOut,
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/rules?x=1#top");
    expect(answer.headers.getSetCookie()).toHaveLength(2);
  });

  it("leaves another site's address alone (an OAuth provider)", () => {
    const away = "https://github.com/login/oauth/authorize?client_id=x";
    expect(redirectAsPath(redirect(away), signOut).headers.get("location")).toBe(away);
  });

  it("never makes a path another host would be read from (//host, /\\host)", () => {
    for (const location of [
      "http://localhost:3000//evil.example/x",
      "http://localhost:3000/\\evil.example",
    ]) {
      const kept = redirectAsPath(redirect(location), signOut).headers.get("location");
      expect(kept).toBe(location);
    }
  });

  it("leaves an answer without a redirect as it is", () => {
    const json = Response.json({ url: "http://localhost:3000/" });
    expect(redirectAsPath(json, signOut)).toBe(json);
  });
});
