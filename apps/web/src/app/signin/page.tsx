import type { Metadata } from "next";
import Link from "next/link";

import { enabledOAuthProviders } from "@3u3d/auth";

import { SignInForm } from "~/components/account/auth-forms";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default function SignInPage() {
  return (
    <main className="narrow">
      <h1>Sign in</h1>
      <SignInForm oauth={enabledOAuthProviders()} />
      <p>
        New here? <Link href="/signup">Create an account</Link> — your guest games come
        with you.
      </p>
    </main>
  );
}
