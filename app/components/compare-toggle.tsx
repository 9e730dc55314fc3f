import { startTransition, useEffect, useId, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { useInRouterContext, useLocation } from "react-router";
import { carriedLocation, compareHref, MAX_COMPARED, toggleCompared } from "../domain/compare-selection.ts";
import {
  barOwner,
  getComparedSlugs,
  getServerComparedSlugs,
  registerToggle,
  setComparedSlugs,
  subscribeCompared,
  subscribeOwner,
} from "./compare-store.ts";
import { SiteLink } from "./site-link.tsx";

/**
 * False on the server and while the page hydrates, true once the browser runs the page. It turns true in a
 * transition: a results page has a toggle on every card, and swapping their links for buttons in the same task
 * as hydration made the longest task of the page's start.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

function useComparedSlugs(): string[] {
  return useSyncExternalStore(subscribeCompared, getComparedSlugs, getServerComparedSlugs);
}

/** What the bar last had to say: a refusal names the clinic that did not fit. */
let lastRefusal: { name: string } | null = null;
const refusalListeners = new Set<() => void>();
function setRefusal(value: { name: string } | null) {
  lastRefusal = value;
  for (const listener of refusalListeners) listener();
}
function subscribeRefusal(listener: () => void) {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * "Compare" on a clinic card. Without JavaScript it is a link to the compare page with this clinic (and the
 * page's location, for distances), where others can be added. With JavaScript it is a toggle button that keeps
 * the choice for the browser tab, and a bar at the bottom of the window links to the comparison of the chosen
 * clinics (at most 3).
 */
export function CompareToggle({ slug, name }: { slug: string; name: string }) {
  return <CompareControl slug={slug} name={name} place="card" />;
}

/**
 * "Compare" in a clinic profile's header: the same toggle, with the link to the comparison beside it instead of
 * the bar (a phone's call bar holds the bottom of the screen there).
 */
export function ProfileCompare({ slug, name }: { slug: string; name: string }) {
  return <CompareControl slug={slug} name={name} place="profile" />;
}

type ControlProps = { slug: string; name: string; place: "card" | "profile" };

/** Carries the page's location (for distances) when the control is inside the app's router, as on every page. */
function CompareControl(props: ControlProps) {
  return useInRouterContext() ? <RoutedControl {...props} /> : <Control {...props} kept={{}} />;
}

function RoutedControl(props: ControlProps) {
  const { search } = useLocation();
  return <Control {...props} kept={carriedLocation(new URLSearchParams(search))} />;
}

function Control({ slug, name, place, kept }: ControlProps & { kept: Record<string, string> }) {
  const hydrated = useHydrated();
  const chosen = useComparedSlugs();
  const id = useId();
  const owner = useSyncExternalStore(subscribeOwner, barOwner, () => null);
  useEffect(() => (place === "card" ? registerToggle(id) : undefined), [id, place]);

  if (!hydrated) {
    return (
      <SiteLink to={compareHref([slug], kept)} className="btn-quiet compare-toggle" rel="nofollow">
        {/* The toggle's box, empty: the button that replaces this link once the page runs is the same size. */}
        <span aria-hidden="true" className="compare-toggle-box" />
        Compare<span className="sr-only">{` ${name}`}</span>
      </SiteLink>
    );
  }
  const pressed = chosen.includes(slug);
  const onClick = () => {
    const result = toggleCompared(getComparedSlugs(), slug);
    setRefusal(result.kind === "full" ? { name } : null);
    if (result.kind !== "full") setComparedSlugs(result.slugs);
  };
  const button = (
    <button
      type="button"
      className="btn-quiet compare-toggle"
      aria-pressed={pressed}
      onClick={onClick}
      data-compare-slug={slug}
    >
      <span aria-hidden="true" className="compare-toggle-box">
        {pressed ? "✓" : ""}
      </span>
      Compare<span className="sr-only">{` ${name}`}</span>
    </button>
  );
  if (place === "profile") {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        {button}
        <CompareStatus kept={kept} inline />
      </span>
    );
  }
  return (
    <>
      {button}
      {owner === id ? createPortal(<CompareBar kept={kept} />, document.body) : null}
    </>
  );
}

/** The bar at the bottom of the window while clinics are chosen. */
function CompareBar({ kept }: { kept: Record<string, string> }) {
  const chosen = useComparedSlugs();
  return (
    <section
      className="compare-bar"
      aria-label="Clinics to compare"
      data-empty={chosen.length === 0 ? "" : undefined}
      data-testid="compare-bar"
    >
      <CompareStatus kept={kept} inline={false} />
    </section>
  );
}

/** How many clinics are chosen (announced), the link to their comparison, and Clear. */
function CompareStatus({ kept, inline }: { kept: Record<string, string>; inline: boolean }) {
  const chosen = useComparedSlugs();
  const refusal = useSyncExternalStore(
    subscribeRefusal,
    () => lastRefusal,
    () => null,
  );
  const message = refusal
    ? `You can compare up to ${MAX_COMPARED} clinics. Remove one to add ${refusal.name}.`
    : chosen.length > 0
      ? `${chosen.length} of ${MAX_COMPARED} clinics chosen to compare.`
      : "";
  return (
    <>
      <span role="status" className={inline && !refusal ? "sr-only" : "compare-bar-message"}>
        {message}
      </span>
      {chosen.length > 0 ? (
        <span className="compare-bar-actions">
          <SiteLink to={compareHref(chosen, kept)} className={inline ? "btn-secondary" : "btn-primary"}>
            {`Compare (${chosen.length})`}
          </SiteLink>
          {inline ? null : (
            <button
              type="button"
              className="btn-quiet"
              onClick={() => {
                setRefusal(null);
                setComparedSlugs([]);
              }}
            >
              Clear<span className="sr-only"> the clinics chosen to compare</span>
            </button>
          )}
        </span>
      ) : null}
    </>
  );
}
