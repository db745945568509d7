import type { Metadata } from "next";
import Link from "next/link";

import { SignUpForm } from "~/components/account/auth-forms";

export const metadata: Metadata = { title: "Sign up" };

export default function SignUpPage() {
  return (
    <main className="narrow">
      <h1>Create an account</h1>
      <p>
        Keep your match history, join championships and climb the leaderboard. If you have
        been playing as a guest, those games become yours.
      </p>
      <SignUpForm />
      <p>
        Already have one? <Link href="/signin">Sign in</Link>
      </p>
    </main>
  );
}
