"use client";

import { useState, type FormEvent } from "react";

import { api } from "~/trpc/client";
import { errorWords } from "~/trpc/error-words";

import { ActionError } from "~/components/common/action-error";

/** The name shown at the table, for guests and accounts alike. */
export function NameForm({ current }: { current: string }) {
  const [name, setName] = useState(current);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setSaved(false);
    setError(null);
    try {
      setName((await api.session.rename.mutate({ name })).name);
      setSaved(true);
    } catch (e) {
      setError(errorWords(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form aria-label="your name" className="auth-form" onSubmit={(e) => void submit(e)}>
      <h2>Your name</h2>
      <label>
        Name shown at the table
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          minLength={2}
          maxLength={24}
          autoComplete="nickname"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "name-form-error" : undefined}
        />
      </label>
      <div className="action-row">
        <button
          type="submit"
          disabled={busy}
          aria-describedby={error ? "name-form-error" : undefined}
        >
          Save name
        </button>
        <ActionError id="name-form-error" error={error} />
      </div>
      {saved && <p role="status">Saved. Your next tables show the new name.</p>}
    </form>
  );
}
