"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { useTranslations } from "use-intl";

import { ToolIcon } from "./tool-icons";

// Everything about the game that is not a move — what happened, talk, the rules, the
// settings — in one tabbed panel: beside the table on a wide screen, a drawer over it on
// a phone (opened from the table's tool buttons), so the table itself fits one screen.

export interface PanelTab {
  id: string;
  label: string;
  /** Something new on this tab the player has not seen (unread messages). */
  badge?: number;
  content: ReactNode;
}

export function TablePanel({
  tabs,
  selected,
  onSelect,
  open,
  onClose,
}: {
  tabs: readonly PanelTab[];
  selected: string;
  onSelect: (id: string) => void;
  /** The drawer is open (phones; a wide screen always shows the panel). */
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("table");
  const panel = useRef<HTMLElement>(null);
  // An opened drawer takes the focus (and Esc closes it), as a dialog does.
  useEffect(() => {
    if (open)
      panel.current?.querySelector<HTMLElement>("[aria-selected='true']")?.focus();
  }, [open]);
  const current = tabs.find((t) => t.id === selected) ?? tabs[0];
  return (
    <aside
      ref={panel}
      className={`table-panel${open ? " open" : ""}`}
      aria-label={t("gameDetails")}
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="panel-head">
        <div role="tablist" aria-label={t("gameDetails")} className="panel-tabs">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={tab.id === current?.id}
              aria-controls={`panel-${tab.id}`}
              tabIndex={tab.id === current?.id ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => {
                const at = tabs.indexOf(tab);
                const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
                if (step === 0) return;
                const next = tabs[(at + step + tabs.length) % tabs.length];
                if (next) {
                  onSelect(next.id);
                  document.getElementById(`tab-${next.id}`)?.focus();
                }
              }}
            >
              {tab.label}
              <Badge count={tab.badge} />
            </button>
          ))}
        </div>
        {/* A cross, so the tabs keep one row on a phone's width. */}
        <button
          type="button"
          className="panel-close"
          aria-label={t("close")}
          title={t("close")}
          onClick={onClose}
        >
          <ToolIcon name="close" />
        </button>
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          className="panel-body"
          hidden={tab.id !== current?.id}
        >
          {tab.content}
        </div>
      ))}
    </aside>
  );
}

/** A count on a tab or tool button, read as "Talk (3 new)"; nothing when nothing is new. */
export function Badge({ count }: { count: number | undefined }) {
  const t = useTranslations("table");
  if (!count) return null;
  return (
    <span className="badge">
      <span aria-hidden="true">{count > 9 ? "9+" : count}</span>
      <span className="sr-only">{t("newCount", { count })}</span>
    </span>
  );
}
