"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { createPortal } from "react-dom";

import { SignInForm, SignUpForm } from "~/components/account/auth-forms";
import { useTRPCClient } from "~/trpc/react";

/**
 * "Sign up" and "Sign in" for a guest at a table: the form in a dialog over the table,
 * so an account never costs the game (issue #63: on the sign-up page a paired game's
 * turns ran out and the seat went to its bot). The live table keeps running behind
 * the dialog and is there when it closes.
 * - Signing up, the guest's player becomes the account's: the seat is already theirs.
 * - Signing in to an account made before, the guest's seat at this table moves to it
 *   (game.bringGuestSeat); a seat the account already has here stays as it is.
 */
export function TableAuthDialog({
  mode,
  label,
  gameId,
}: {
  mode: "signUp" | "signIn";
  label: string;
  gameId: string;
}) {
  const t = useTranslations("auth");
  const client = useTRPCClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const titleId = `${mode}-dialog-title`;
  // Best effort: with no guest seat here (a spectator signing in), nothing moves.
  const bringSeat = () =>
    client.game.bringGuestSeat.mutate({ gameId }).then(
      () => undefined,
      () => undefined,
    );
  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => dialog.current?.showModal()}
      >
        {label}
      </button>
      {createPortal(
        <dialog ref={dialog} className="sign-up-dialog" aria-labelledby={titleId}>
          <h2 id={titleId}>{mode === "signUp" ? t("createAnAccount") : t("signIn")}</h2>
          <p>{mode === "signUp" ? t("signUpAtTable") : t("signInAtTable")}</p>
          {mode === "signUp" ? (
            <SignUpForm onDone={close} />
          ) : (
            <SignInForm oauth={[]} afterSignIn={bringSeat} onDone={close} />
          )}
          <button type="button" className="link-button" onClick={close}>
            {t("backToTable")}
          </button>
        </dialog>,
        // Not inside the header's menu: on a phone that popover closes (and hides all
        // it holds) as soon as the dialog takes the focus.
        document.body,
      )}
    </>
  );
}
