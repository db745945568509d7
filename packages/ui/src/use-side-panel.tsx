"use client";

import { Suspense, useEffect, useState, type ReactNode, type RefObject } from "react";

import type { GameEvent, PlayerView } from "@3u3d/engine";

import { useTranslations } from "use-intl";

import { CardsGone } from "./cards-gone";
import type { Names } from "./event-label";
import { GameLog } from "./game-log";
import { LaterRulesPanel } from "./later-parts";
import { Badge, type PanelTab } from "./table-panel";
import { TableSettingsPanel } from "./table-settings";
import type { TableSlots } from "./table-props";
import { ToolIcon } from "./tool-icons";
import { useWideScreen } from "./use-wide-screen";

// The table's side panel (game-table.tsx): its tabs (what happened, talk, the rules,
// the settings), which one is open, and on a phone whether its drawer is. Talk read
// there (on screen, its tab open) is read; the rest is counted as new.

export interface SidePanel {
  tabs: PanelTab[];
  tab: string;
  setTab: (id: string) => void;
  drawer: boolean;
  openTab: (id: string) => void;
  closeDrawer: () => void;
}

export function useSidePanel({
  view,
  events,
  names,
  slots,
  hints,
  tableRef,
}: {
  view: PlayerView;
  events: readonly GameEvent[];
  names: Names;
  slots: Pick<TableSlots, "talk" | "gameControls">;
  hints: boolean;
  /** The table, where the button that opened the drawer gets the keyboard back. */
  tableRef: RefObject<HTMLElement | null>;
}): SidePanel {
  const t = useTranslations("table");
  const { talk, gameControls } = slots;
  // A drawer on a phone, a column beside the table on a wide screen.
  const wide = useWideScreen();
  const [tab, setTab] = useState("log");
  const [drawer, setDrawer] = useState(false);
  // Counted by the lines' numbers, not how many there are: the snapshot carries only the
  // latest lines, so a busy table's count would stand still.
  const talkShown = tab === "talk" && (wide || drawer);
  const talkSeqs = talk?.seqs ?? [];
  const newestTalk = talkSeqs.reduce((a, b) => Math.max(a, b), 0);
  // What was said before the table opened is not news.
  const [talkSeen, setTalkSeen] = useState(newestTalk);
  useEffect(() => {
    if (talkShown) setTalkSeen(newestTalk);
  }, [talkShown, newestTalk]);
  const unread = talkShown ? 0 : talkSeqs.filter((seq) => seq > talkSeen).length;
  const tabs: PanelTab[] = [
    {
      id: "log",
      label: t("tab.log"),
      content: (
        <>
          <GameLog ruleset={view.ruleset} events={events} names={names} />
          <CardsGone view={view} />
        </>
      ),
    },
    ...(talk
      ? [{ id: "talk", label: t("tab.talk"), badge: unread, content: talk.content }]
      : []),
    {
      id: "rules",
      label: t("tab.rules"),
      // Shown once its tab is opened: its code (the rules in words) is loaded apart.
      content: (
        <Suspense>
          <LaterRulesPanel.Component
            rules={{ ruleset: view.ruleset, decks: view.decks, options: view.options }}
            open
          />
        </Suspense>
      ),
    },
    {
      id: "settings",
      label: t("tab.settings"),
      content: (
        <>
          {gameControls && <div className="game-controls">{gameControls}</div>}
          <TableSettingsPanel hints={hints} />
        </>
      ),
    },
  ];
  return {
    tabs,
    tab,
    setTab,
    drawer,
    openTab: (id) => {
      setTab(id);
      setDrawer(true);
    },
    closeDrawer: () => {
      // The keyboard goes back to the button that opened the drawer.
      tableRef.current
        ?.querySelector<HTMLElement>(".table-tools [aria-expanded='true']")
        ?.focus();
      setDrawer(false);
    },
  };
}

/** Phones: the side panel's tabs, one tap each (a wide screen shows the panel). */
export function TableTools({ panel }: { panel: SidePanel }): ReactNode {
  const t = useTranslations("table");
  return (
    <div className="table-tools" role="group" aria-label={t("gameDetails")}>
      {panel.tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          title={tab.label}
          aria-expanded={panel.drawer && panel.tab === tab.id}
          onClick={() => panel.openTab(tab.id)}
        >
          <ToolIcon name={tab.id} />
          <span className="sr-only">{tab.label}</span>
          <Badge count={tab.badge} />
        </button>
      ))}
    </div>
  );
}
