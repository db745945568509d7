"use client";

import { useMutation } from "@tanstack/react-query";

import { ActionError } from "~/components/common/action-error";
import { errorWordsOrNull } from "~/trpc/error-words";
import { useTRPC } from "~/trpc/react";

/**
 * "Forget me on this device", for a guest on a shared or borrowed computer: the server
 * clears the guest cookie and the page starts afresh at home.
 */
export function ForgetGuest() {
  const trpc = useTRPC();
  const forget = useMutation(
    trpc.session.forgetGuest.mutationOptions({
      onSuccess: () => {
        window.location.href = "/";
      },
    }),
  );
  const error = errorWordsOrNull(forget.error);
  return (
    <section aria-labelledby="forget-guest-heading">
      <h2 id="forget-guest-heading">This device</h2>
      <p>
        On a shared or borrowed computer? Forget this guest here, so the next person
        starts afresh. Without an account you cannot come back to its games.
      </p>
      <div className="action-row">
        <button
          type="button"
          disabled={forget.isPending || forget.isSuccess}
          onClick={() => {
            if (
              window.confirm("Forget this guest on this device? Its games stay behind.")
            )
              forget.mutate();
          }}
          aria-describedby={error ? "forget-guest-error" : undefined}
        >
          Forget me on this device
        </button>
        <ActionError id="forget-guest-error" error={error} />
      </div>
    </section>
  );
}
