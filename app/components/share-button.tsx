import { useId, useState } from "react";

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <circle cx="18" cy="5" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="6" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="18" cy="19" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

type Status = "idle" | "copied" | "failed";

/**
 * Opens the device's share sheet (Web Share API) where there is one; elsewhere copies the link and says so.
 * If the clipboard is unavailable too, it shows the link ready to copy by hand.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [status, setStatus] = useState<Status>("idle");
  const inputId = useId();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if ((error as Error).name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("failed");
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button type="button" onClick={share} className="btn-secondary">
        <ShareIcon />
        Share
      </button>
      <p role="status" className="text-sm font-medium text-slate-700">
        {status === "copied" ? "Link copied to your clipboard." : ""}
        {status === "failed" ? "Copy the link below to share this article." : ""}
      </p>
      {status === "failed" ? (
        <div className="w-full">
          <label htmlFor={inputId} className="sr-only">
            Link to this article
          </label>
          <input
            id={inputId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-800"
          />
        </div>
      ) : null}
    </div>
  );
}
