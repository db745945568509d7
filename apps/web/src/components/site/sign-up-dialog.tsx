"use client";

import { useTranslations } from "next-intl";
import { useRef } from "react";
import { createPortal } from "react-dom";

import { SignUpForm } from "~/components/account/auth-forms";

/**
 * "Sign up" for a guest at a table: the form in a dialog over the table, so making an
 * account never leaves the game (issue #63: on the sign-up page a paired game's turns
 * ran out and the seat went to its bot). The guest's player becomes the account's, so
 * the seat, the game and its history are theirs; the live table keeps running behind
 * the dialog and is there when it closes.
 */
export function SignUpDialog({ label }: { label: string }) {
  const t = useTranslations("auth");
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
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
        <dialog
          ref={dialog}
          className="sign-up-dialog"
          aria-labelledby="sign-up-dialog-title"
        >
          <h2 id="sign-up-dialog-title">{t("createAnAccount")}</h2>
          <p>{t("signUpAtTable")}</p>
          <SignUpForm onDone={close} />
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
