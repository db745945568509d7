import type { Metadata } from "next";
import { PageLink } from "~/components/common/page-link";
import { getTranslations } from "next-intl/server";

import { SignUpForm } from "~/components/account/auth-forms";
import { returnPath, withReturn } from "~/components/account/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signUp") };
}

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string }>;
}) {
  const next = returnPath((await searchParams).next);
  const t = await getTranslations("auth");
  return (
    <main className="narrow">
      <h1>{t("createAnAccount")}</h1>
      <p>{t("signUpPitch")}</p>
      <SignUpForm next={next} />
      <p>
        {t.rich("alreadyHaveOne", {
          signIn: (words) => (
            <PageLink href={withReturn("/signin", next)}>{words}</PageLink>
          ),
        })}
      </p>
    </main>
  );
}
