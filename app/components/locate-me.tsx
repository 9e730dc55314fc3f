import { useCallback, useRef, useState } from "react";
import {
  failureFromPositionError,
  GEOLOCATION_OPTIONS,
  type LocateContext,
  type LocateFailure,
  locateMessage,
} from "../domain/geolocation-messages.ts";

export interface Position {
  latitude: number;
  longitude: number;
}

export type LocateOutcome =
  /** The position and the place it is in ("Austin, TX"). */
  | { kind: "place"; label: string; position: Position }
  /** A position, but no city name for it. */
  | { kind: "position"; position: Position; failure: "unresolvable" | "geocode-failed" }
  /** No position at all. */
  | { kind: "failed"; failure: LocateFailure };

/** The device position (high accuracy, 10 s timeout, at most 60 s old). */
export function devicePosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator) || !navigator.geolocation) {
      reject(new LocateError("unsupported"));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new LocateError(failureFromPositionError(error.code))),
      GEOLOCATION_OPTIONS,
    );
  });
}

export class LocateError extends Error {
  readonly failure: LocateFailure;
  constructor(failure: LocateFailure) {
    super(failure);
    this.failure = failure;
  }
}

/** Our own reverse geocoding: the position goes only to our server. */
export async function placeFor(
  position: Position,
): Promise<{ label: string } | "unresolvable" | "geocode-failed"> {
  try {
    const params = new URLSearchParams({
      lat: position.latitude.toFixed(5),
      lng: position.longitude.toFixed(5),
    });
    const response = await fetch(`/api/locations/reverse?${params}`, {
      headers: { Accept: "application/json" },
    });
    if (response.status === 404) return "unresolvable";
    if (!response.ok) return "geocode-failed";
    const body = (await response.json()) as { label?: unknown };
    return typeof body.label === "string" && body.label ? { label: body.label } : "unresolvable";
  } catch {
    return "geocode-failed";
  }
}

export async function locateVisitor(): Promise<LocateOutcome> {
  let position: Position;
  try {
    position = await devicePosition();
  } catch (error) {
    return { kind: "failed", failure: error instanceof LocateError ? error.failure : "unavailable" };
  }
  const place = await placeFor(position);
  if (typeof place === "string") return { kind: "position", position, failure: place };
  return { kind: "place", label: place.label, position };
}

/** Locate-me state for a page: whether it is locating, and the inline message of the last failure. */
export function useLocateMe(context: LocateContext) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const busy = useRef(false);

  const locate = useCallback(async (): Promise<LocateOutcome | null> => {
    if (busy.current) return null;
    busy.current = true;
    setLocating(true);
    setMessage(null);
    try {
      const outcome = await locateVisitor();
      if (outcome.kind !== "place") setMessage(locateMessage(outcome.failure, context));
      return outcome;
    } finally {
      busy.current = false;
      setLocating(false);
    }
  }, [context]);

  return { locating, message, setMessage, locate };
}

function Crosshair() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Spinner({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none ${className}`}
    />
  );
}

/** The "use my current location" button: a spinner while locating. */
export function LocateMeButton({
  locating,
  onClick,
  showText = false,
  className,
}: {
  locating: boolean;
  onClick: () => void;
  showText?: boolean;
  className?: string;
}) {
  const label = locating ? "Finding your location…" : "Use my current location";
  return (
    <button
      type="button"
      onClick={onClick}
      aria-busy={locating}
      aria-label={showText ? undefined : label}
      title={showText ? undefined : label}
      className={
        className ??
        "inline-flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 disabled:opacity-70"
      }
    >
      {locating ? <Spinner /> : <Crosshair />}
      {showText ? <span>{label}</span> : null}
    </button>
  );
}

/** Where locate-me failures are shown: inline, announced, never a blocking alert. */
export function LocateMessage({ message }: { message: string | null }) {
  return (
    <p role="alert" className={message ? "mt-2 text-sm font-medium text-red-800" : "sr-only"}>
      {message ?? ""}
    </p>
  );
}

/**
 * "Use my current location" as a page's own action, beside (not inside) its search box: the finder's primary
 * action, and a second way in on the home page. `onLocated` gets what was found; a failure is shown here.
 */
export function LocateMePanel({
  context,
  emphasis,
  onLocated,
  className,
}: {
  context: LocateContext;
  emphasis: "primary" | "secondary";
  onLocated: (outcome: Exclude<LocateOutcome, { kind: "failed" }>) => void;
  className?: string;
}) {
  const { locating, message, locate } = useLocateMe(context);
  const locateMe = async () => {
    const outcome = await locate();
    if (outcome && outcome.kind !== "failed") onLocated(outcome);
  };
  return (
    <div className={className} data-locate-panel={emphasis}>
      <LocateMeButton
        locating={locating}
        onClick={locateMe}
        showText
        className={
          emphasis === "primary"
            ? "btn-primary min-h-12 w-full px-6 text-base disabled:opacity-70 sm:w-auto"
            : "btn-secondary min-h-11 disabled:opacity-70"
        }
      />
      <LocateMessage message={message} />
    </div>
  );
}
