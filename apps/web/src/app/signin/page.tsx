import type { Metadata } from "next";
import Link from "next/link";

import { enabledOAuthProviders } from "@3u3d/auth";

import { SignInForm } from "~/components/account/auth-forms";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

/** Auth.js sends its errors here (pages.error); wrong passwords are shown by the form. */
const AUTH_ERRORS: Record<string, string> = {
  AccessDenied: "That sign-in was refused. Please try again.",
  OAuthAccountNotLinked: "That login belongs to another account.",
};

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string }>;
}) {
  const { error } = await searchParams;
  const problem =
    error && error !== "CredentialsSignin"
      ? (AUTH_ERRORS[error] ?? "Signing in did not work this time. Please try again.")
      : null;
  return (
    <main className="narrow">
      <h1>Sign in</h1>
      {problem && <p role="alert">{problem}</p>}
      <SignInForm oauth={enabledOAuthProviders()} />
      <p>
        New here? <Link href="/signup">Create an account</Link> — your guest games come
        with you.
      </p>
    </main>
  );
}
