import type { Metadata } from "next";
import { PageLink } from "~/components/common/page-link";
import { getTranslations } from "next-intl/server";

import { enabledOAuthProviders } from "@3u3d/auth";

import { SignInForm } from "~/components/account/auth-forms";
import { returnPath, withReturn } from "~/components/account/return-path";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn") };
}
export const dynamic = "force-dynamic";

/** Auth.js sends its errors here (pages.error); wrong passwords are shown by the form. */
const AUTH_ERRORS = {
  AccessDenied: "accessDenied",
  OAuthAccountNotLinked: "notLinked",
} as const;

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<{ error?: string; next?: string }>;
}) {
  const { error, next: asked } = await searchParams;
  const next = returnPath(asked);
  const t = await getTranslations("auth");
  const known = Object.entries(AUTH_ERRORS).find(([code]) => code === error)?.[1];
  const problem =
    error && error !== "CredentialsSignin" ? t(`authErrors.${known ?? "other"}`) : null;
  return (
    <main className="narrow">
      <h1>{t("signIn")}</h1>
      {problem && <p role="alert">{problem}</p>}
      <SignInForm oauth={enabledOAuthProviders()} next={next} />
      <p>
        {t.rich("newHere", {
          signUp: (words) => (
            <PageLink href={withReturn("/signup", next)}>{words}</PageLink>
          ),
        })}
      </p>
    </main>
  );
}
