import { createContext, type FocusEvent, type KeyboardEvent, type ReactNode, useContext, useId } from "react";

/**
 * Tabs in the APG pattern with automatic activation: one tab in the page's tab order (the selected one);
 * ArrowLeft/ArrowRight move round the list, Home and End go to the ends, and a tab that takes focus is
 * selected. Every panel is rendered (hidden unless selected), so the server sends them all and a find in page
 * or a crawler sees the whole clinic. The state is the caller's (here, the query string).
 */
interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  idBase: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error("Tab and TabPanel belong inside Tabs");
  return context;
}

const tabId = (base: string, value: string) => `${base}tab-${value}`;
const panelId = (base: string, value: string) => `${base}panel-${value}`;

export function Tabs<T extends string>({
  value,
  onValueChange,
  className,
  children,
}: {
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
  children: ReactNode;
}) {
  const idBase = useId();
  const context: TabsContextValue = { value, select: (next) => onValueChange(next as T), idBase };
  return (
    <TabsContext.Provider value={context}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = event.currentTarget;
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
      (tab) => tab.closest('[role="tablist"]') === list,
    );
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export function Tab({
  value,
  className,
  onFocus,
  children,
}: {
  value: string;
  className?: string;
  onFocus?: (event: FocusEvent<HTMLButtonElement>) => void;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.idBase, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.idBase, value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      onClick={() => {
        if (!selected) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected) tabs.select(value);
      }}
      className={className}
    >
      {children}
    </button>
  );
}

export function TabPanel({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.idBase, value)}
      aria-labelledby={tabId(tabs.idBase, value)}
      data-state={selected ? "active" : "inactive"}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel takes focus after its tab (APG), so a keyboard reaches panels that start with text
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
