"use client";

// Makes the player's turn noticeable from another tab: while it is their turn the tab
// title reads "Your turn · 3UP 3DOWN" (the site's name, in the reader's language) and the
// icon carries a dot; with "Notify me when
// it's my turn" on (off until the player turns it on, remembered on this device) a
// hidden tab also shows one browser notification per turn. Permission is asked for only
// when the player turns the option on, never on arrival.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";

const NOTIFY_KEY = "3u3d.notify-turn";

// The site icon (app/icon.svg) with a yellow dot in its corner: seen even when the
// tab is too narrow to show its title.
const MARKED_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    '<rect x="10" y="4" width="44" height="56" rx="6" fill="#fff" stroke="#0a3622" stroke-width="3"/>' +
    '<text x="32" y="42" font-family="sans-serif" font-size="26" font-weight="700" text-anchor="middle" fill="#c0392b">3</text>' +
    '<circle cx="50" cy="14" r="13" fill="#ffc107" stroke="#0a3622" stroke-width="3"/></svg>',
)}`;

const notificationsSupported = () =>
  typeof window !== "undefined" && "Notification" in window;

function remembered(): boolean {
  try {
    return window.localStorage.getItem(NOTIFY_KEY) === "on";
  } catch {
    return false; // storage off (private modes): the option starts off each visit
  }
}

function remember(on: boolean) {
  try {
    window.localStorage.setItem(NOTIFY_KEY, on ? "on" : "off");
  } catch {
    // Kept for this visit only.
  }
}

/**
 * Marks the tab while it is the player's turn, and restores it after. The page's own
 * title can arrive after the turn does (Next.js streams metadata and writes the title
 * when it lands, and again on every navigation), so the mark is kept by watching the
 * document's head rather than set once: whatever the page writes meanwhile becomes the
 * title to restore.
 */
function useMarkedTab(yourTurn: boolean, title: string) {
  useEffect(() => {
    if (!yourTurn) return;
    let pageTitle = document.title;
    const pageIcons = new Map<HTMLLinkElement, string | null>();
    let added: HTMLLinkElement | null = null;
    const mark = () => {
      if (document.title !== title) {
        pageTitle = document.title;
        document.title = title;
      }
      const icons = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
      for (const icon of icons) {
        const href = icon.getAttribute("href");
        if (href === MARKED_ICON) continue;
        pageIcons.set(icon, href);
        icon.setAttribute("href", MARKED_ICON);
      }
      if (icons.length === 0) {
        added = document.createElement("link");
        added.rel = "icon";
        added.href = MARKED_ICON;
        document.head.append(added);
      }
    };
    mark();
    // Our own writes come back through the observer too; mark() finds them done.
    const observer = new MutationObserver(mark);
    observer.observe(document.head, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ["href"],
    });
    return () => {
      observer.disconnect();
      if (document.title === title) document.title = pageTitle;
      for (const [icon, href] of pageIcons) {
        if (icon.getAttribute("href") !== MARKED_ICON) continue;
        if (href === null) icon.removeAttribute("href");
        else icon.setAttribute("href", href);
      }
      added?.remove();
    };
  }, [yourTurn, title]);
}

/** One notification per turn, when the tab is hidden at the start of it or later on. */
function useTurnNotification(
  yourTurn: boolean,
  enabled: boolean,
  words: { title: string; body: string },
) {
  const shown = useRef<Notification | null>(null);
  useEffect(() => {
    if (!yourTurn) {
      shown.current?.close(); // the turn is over: its notification says nothing now
      shown.current = null;
      return;
    }
    if (!enabled || !notificationsSupported()) return;
    const tell = () => {
      if (!document.hidden || shown.current !== null) return;
      if (Notification.permission !== "granted") return;
      // The game's name is not said: palace tables are not 3UP 3DOWN.
      const note = new Notification(words.title, {
        body: words.body,
        tag: "3u3d-your-turn",
        icon: "/icons/icon-192.png",
      });
      note.onclick = () => {
        window.focus();
        note.close();
      };
      shown.current = note;
    };
    tell();
    document.addEventListener("visibilitychange", tell);
    return () => document.removeEventListener("visibilitychange", tell);
  }, [yourTurn, enabled, words.title, words.body]);
}

export interface TurnNotice {
  /** The browser can show notifications (the toggle is hidden otherwise). */
  supported: boolean;
  notify: boolean;
  /** Turning it on asks the browser's permission; a refusal leaves it off. */
  setNotify: (on: boolean) => Promise<void>;
  /** The browser refused permission (the player may allow it in its settings). */
  blocked: boolean;
}

export function useTurnNotice(yourTurn: boolean): TurnNotice {
  const [supported, setSupported] = useState(false);
  const [notify, setNotifyState] = useState(false);
  const [blocked, setBlocked] = useState(false);
  // Read after mounting: the server render knows neither storage nor permission.
  useEffect(() => {
    if (!notificationsSupported()) return;
    setSupported(true);
    setNotifyState(remembered() && Notification.permission === "granted");
  }, []);

  const setNotify = useCallback(async (on: boolean) => {
    if (!on || !notificationsSupported()) {
      remember(false);
      setNotifyState(false);
      return;
    }
    const permission =
      Notification.permission === "granted"
        ? "granted"
        : await Notification.requestPermission();
    const granted = permission === "granted";
    remember(granted);
    setNotifyState(granted);
    setBlocked(!granted);
  }, []);

  const t = useTranslations("table.turnNotice");
  useMarkedTab(yourTurn, t("tabTitle"));
  useTurnNotification(yourTurn, notify, { title: t("title"), body: t("body") });
  return { supported, notify, setNotify, blocked };
}
