import { useEffect, useState } from "react";

/** How long before the session ends the notice appears. */
export const WARN_SECONDS = 120;
const TICK_MS = 5_000;

type Phase = "quiet" | "warning" | "at-limit" | "ended";

/**
 * A notice a couple of minutes before the session ends for want of use, with a button that uses it (the
 * idle time starts again); at the session's absolute limit the button cannot help, and the notice says to
 * save now. `secondsLeft` comes with every admin page and navigation (the layout's loader).
 */
export function SessionExpiryNotice({ secondsLeft, csrfToken }: { secondsLeft: number; csrfToken: string }) {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState<number | null>(null);
  const [atLimit, setAtLimit] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDeadline(Date.now() + secondsLeft * 1000);
    setAtLimit(false);
  }, [secondsLeft]);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const left = deadline === null || now === null ? null : Math.max(0, Math.round((deadline - now) / 1000));
  const phase: Phase =
    left === null || left > WARN_SECONDS ? "quiet" : left === 0 ? "ended" : atLimit ? "at-limit" : "warning";

  const stay = async () => {
    setBusy(true);
    try {
      const response = await fetch("/admin/session", {
        method: "POST",
        headers: { Accept: "application/json" },
        body: new URLSearchParams({ csrf: csrfToken }),
      });
      if (response.status === 401) {
        setDeadline(Date.now());
        return;
      }
      if (!response.ok) return;
      const answer = (await response.json()) as { secondsLeft?: unknown };
      if (typeof answer.secondsLeft !== "number") return;
      setDeadline(Date.now() + answer.secondsLeft * 1000);
      setNow(Date.now());
      setAtLimit(answer.secondsLeft <= WARN_SECONDS);
    } finally {
      setBusy(false);
    }
  };

  const minutes = left === null ? 0 : Math.max(1, Math.ceil(left / 60));
  return (
    <div role="status" className="sticky top-0 z-20">
      {phase === "quiet" ? null : (
        <div className="border-b-2 border-accent-700 bg-accent-50 px-4 py-3 text-slate-900">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
            <p className="font-semibold">
              {phase === "warning"
                ? `Your session ends in ${minutes === 1 ? "about a minute" : `about ${minutes} minutes`} unless you use it.`
                : phase === "at-limit"
                  ? "Your session reaches its time limit in a moment and cannot be kept longer: save your changes now."
                  : "Your session has ended. Save as usual: you will be asked to sign in, and a clinic form comes back filled in."}
            </p>
            {phase === "warning" ? (
              <button type="button" className="btn-secondary" onClick={stay} disabled={busy}>
                Stay signed in
              </button>
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
