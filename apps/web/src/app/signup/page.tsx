import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";

import { SignUpForm } from "~/components/account/auth-forms";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signUp") };
}

export default async function SignUpPage() {
  const t = await getTranslations("auth");
  return (
    <main className="narrow">
      <h1>{t("createAnAccount")}</h1>
      <p>{t("signUpPitch")}</p>
      <SignUpForm />
      <p>
        {t.rich("alreadyHaveOne", {
          signIn: (words) => <Link href="/signin">{words}</Link>,
        })}
      </p>
    </main>
  );
}
