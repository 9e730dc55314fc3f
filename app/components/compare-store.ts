import { readStoredSelection } from "../domain/compare-selection.ts";

/**
 * The clinics a visitor has picked to compare, kept for the browser tab (sessionStorage: it ends with the tab
 * and never reaches our server). Every Compare toggle and the compare bar read it through useSyncExternalStore.
 */
const STORAGE_KEY = "compare-clinics";
const EMPTY: string[] = [];

let current: string[] | null = null;
const listeners = new Set<() => void>();

/** The stored selection; none is the server's own EMPTY, so that hydrating a page re-renders no toggle. */
function load(): string[] {
  try {
    const slugs = readStoredSelection(window.sessionStorage.getItem(STORAGE_KEY));
    return slugs.length === 0 ? EMPTY : slugs;
  } catch {
    return EMPTY;
  }
}

export function getComparedSlugs(): string[] {
  if (current === null) current = load();
  return current;
}

export function getServerComparedSlugs(): string[] {
  return EMPTY;
}

export function setComparedSlugs(slugs: readonly string[]): void {
  current = [...slugs];
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private mode, quota): the selection still lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

export function subscribeCompared(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Which mounted toggle draws the compare bar: the first one still on the page. A page has many toggles (one per
 * card) and exactly one bar.
 */
const toggles: string[] = [];
const ownerListeners = new Set<() => void>();

function ownersChanged() {
  for (const listener of ownerListeners) listener();
}

export function registerToggle(id: string): () => void {
  toggles.push(id);
  ownersChanged();
  return () => {
    const index = toggles.indexOf(id);
    if (index >= 0) toggles.splice(index, 1);
    ownersChanged();
  };
}

export function barOwner(): string | null {
  return toggles[0] ?? null;
}

export function subscribeOwner(listener: () => void): () => void {
  ownerListeners.add(listener);
  return () => ownerListeners.delete(listener);
}
