"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { ActionError } from "~/components/common/action-error";
import { useErrorWords } from "~/trpc/use-error-words";
import { useTRPC, useTRPCClient } from "~/trpc/react";

import {
  currentSubscription,
  pushSupport,
  storedForm,
  subscribedWith,
  turnOff,
  turnOn,
} from "./push-device";

/** What this device can do, and what it does now. */
type DeviceState = "checking" | "unsupported" | "blocked" | "off" | "on";

/** A failure in words: the server's own, or the browser's step in ours. */
const failureWords = (
  error: unknown,
  serverFailed: (e: unknown) => string,
  browserFailed: string,
) => (error instanceof TRPCClientError ? serverFailed(error) : browserFailed);

/**
 * "Notifications on this device" on the account page: turns Web Push on (the browser's
 * permission prompt, then a subscription the server stores) or off, and says plainly
 * when the browser cannot, or when notifications are blocked in its settings.
 */
export function PushSetting() {
  const t = useTranslations("pushSettings");
  const { errorWords } = useErrorWords();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>("checking");
  const [dismissed, setDismissed] = useState(false);
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());

  useEffect(() => {
    let live = true;
    const settle = (next: DeviceState) => live && setState(next);
    if (pushSupport() === "unsupported") settle("unsupported");
    else if (Notification.permission === "denied") settle("blocked");
    else
      void (async () => {
        const subscription = await currentSubscription();
        if (!subscription) return settle("off");
        // Made with keys the site no longer signs with (they were replaced): no push
        // reaches it any more, so both sides forget it and the setting shows off.
        const { publicKey } = await client.push.publicKey.query();
        if (!subscribedWith(subscription, publicKey)) {
          await client.push.unsubscribe
            .mutate({ endpoint: subscription.endpoint })
            .catch(() => undefined);
          await subscription.unsubscribe();
          return settle("off");
        }
        settle("on");
        // The server may have forgotten this device (signed out everywhere, or another
        // account used it since): stored again, quietly.
        const stored = storedForm(subscription);
        if (stored && Notification.permission === "granted")
          await client.push.subscribe.mutate(stored).catch(() => undefined);
      })().catch(() => settle("off"));
    return () => {
      live = false;
    };
  }, [client]);

  const enable = useMutation({
    mutationFn: async () => {
      setDismissed(false);
      const { publicKey } = await queryClient.fetchQuery(
        trpc.push.publicKey.queryOptions(undefined, { staleTime: Infinity }),
      );
      return turnOn(publicKey, (device) => subscribe.mutateAsync(device));
    },
    onSuccess: (outcome) => {
      if (outcome === "on") setState("on");
      else if (outcome === "denied") setState("blocked");
      else setDismissed(true);
    },
  });
  const disable = useMutation({
    mutationFn: () => turnOff((endpoint) => unsubscribe.mutateAsync({ endpoint })),
    onSuccess: () => setState("off"),
  });
  const busy = enable.isPending || disable.isPending;
  const error = enable.error ?? disable.error;

  return (
    <section aria-labelledby="push-heading">
      <h2 id="push-heading">{t("title")}</h2>
      {state === "checking" && <p>{t("checking")}</p>}
      {state === "unsupported" && <p>{t("unsupported")}</p>}
      {state === "blocked" && <p>{t("blocked")}</p>}
      {(state === "off" || state === "on") && (
        <>
          <p>{state === "on" ? t("on") : t("off")}</p>
          {dismissed && <p>{t("dismissed")}</p>}
          <div className="action-row">
            <button
              type="button"
              disabled={busy}
              onClick={() => (state === "on" ? disable.mutate() : enable.mutate())}
              aria-describedby={error ? "push-error" : undefined}
            >
              {state === "on" ? t("turnOff") : t("turnOn")}
            </button>
            <ActionError
              id="push-error"
              error={error ? failureWords(error, errorWords, t("browserFailed")) : null}
            />
          </div>
        </>
      )}
    </section>
  );
}
