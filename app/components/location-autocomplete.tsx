import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  MAX_SUGGESTIONS,
  SUGGEST_DEBOUNCE_MS,
  type Suggestion,
  shouldSuggest,
  suggestionsUrl,
} from "../domain/suggestions.ts";

export interface LocationAutocompleteProps {
  /** What the input is for, read by screen readers (and shown unless labelHidden). */
  label: string;
  labelHidden?: boolean;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion was chosen (click, or Enter on the highlighted item): its "City, ST" text. */
  onSelect: (text: string) => void;
  /** Field name, so the surrounding form also works before the page's JavaScript runs. */
  name?: string;
  inputClassName?: string;
  className?: string;
  /** Extra content inside the input's box (such as a locate-me button), placed at its right edge. */
  adornment?: ReactNode;
}

const cache = new Map<string, Suggestion[]>();

/**
 * Suggestions for the text, fetched from our API after a short pause in typing. Nothing is fetched for the text
 * a page opens with (`edited` false): a search page's own place needs no suggestions until it is changed.
 */
function useSuggestions(text: string, edited: boolean): Suggestion[] {
  const [items, setItems] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (!edited) return;
    if (!shouldSuggest(text)) {
      setItems([]);
      return;
    }
    const key = text.trim().toLowerCase();
    const cached = cache.get(key);
    if (cached) {
      setItems(cached);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(suggestionsUrl(text), {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const body: unknown = await response.json();
        const list = Array.isArray(body) ? (body as Suggestion[]).slice(0, MAX_SUGGESTIONS) : [];
        cache.set(key, list);
        setItems(list);
      } catch {
        // Suggestions are a convenience: the search itself still works without them.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text, edited]);
  return items;
}

/**
 * The location box with suggestions, an ARIA 1.2 combobox with a listbox popup: at least two characters, at most
 * eight places; ArrowUp/ArrowDown move the highlight (round the ends); Enter picks the highlighted place, else
 * submits the form; Escape and leaving the box close the list and keep what was typed.
 */
export function LocationAutocomplete({
  label,
  labelHidden = true,
  placeholder,
  value,
  onValueChange,
  onSelect,
  name,
  inputClassName,
  className,
  adornment,
}: LocationAutocompleteProps) {
  const id = useId();
  const labelId = `${id}label`;
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;

  const [text, setText] = useState(value);
  const [edited, setEdited] = useState(false);
  const items = useSuggestions(text, edited);
  const [menuOpen, setMenuOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const open = menuOpen && items.length > 0 && shouldSuggest(text);
  const active = open && highlighted < items.length ? highlighted : -1;
  const listRef = useRef<HTMLUListElement>(null);

  // The box owns its text, so a keystroke shows at once on a slow phone; a text the page sets (a located
  // place, a cleared search) replaces it. `reported` holds the texts sent up that the page has not echoed yet.
  const reported = useRef(new Set<string>());
  useEffect(() => {
    if (reported.current.has(value)) {
      reported.current.clear();
      return;
    }
    setText(value);
  }, [value]);

  const report = (next: string) => {
    setText(next);
    reported.current.add(next);
    onValueChange(next);
  };

  const close = () => {
    setMenuOpen(false);
    setHighlighted(-1);
  };

  const choose = (item: Suggestion) => {
    report(item.label);
    close();
    onSelect(item.label);
  };

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = items.length;
    const canOpen = count > 0 && shouldSuggest(text);
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!canOpen) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        setMenuOpen(true);
        if (!open) setHighlighted(down ? 0 : count - 1);
        else if (down) setHighlighted(active + 1 >= count ? 0 : active + 1);
        else setHighlighted(active <= 0 ? count - 1 : active - 1);
        return;
      }
      case "Enter": {
        const item = active >= 0 ? items[active] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        } else close();
        return;
      }
      case "Escape":
        if (open) event.preventDefault();
        close();
        return;
    }
  };

  const status = open
    ? `${items.length} suggestion${items.length === 1 ? "" : "s"}. Use the up and down arrow keys to choose.`
    : "";

  return (
    <div className={`relative ${className ?? ""}`}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-slate-800"}
      >
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          inputMode="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          enterKeyHint="search"
          value={text}
          onChange={(event) => {
            setEdited(true);
            setMenuOpen(true);
            setHighlighted(-1);
            report(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={
            inputClassName ??
            "min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          }
        />
        {adornment ? <div className="absolute inset-y-0 right-1 flex items-center">{adornment}</div> : null}
      </div>
      <ul
        ref={listRef}
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox popup of the APG combobox pattern
        role="listbox"
        aria-labelledby={labelId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {open
          ? items.map((item, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: focus stays in the box, which picks options by aria-activedescendant (APG combobox pattern)
              <li
                key={item.label}
                id={optionId(index)}
                // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the listbox above
                role="option"
                aria-selected={active === index}
                // Pressing an option must not take focus from the box (which would close the list first).
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => {
                  if (active !== index) setHighlighted(index);
                }}
                onClick={() => choose(item)}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-base ${
                  active === index ? "bg-brand-50 text-brand-900" : "text-slate-900"
                }`}
              >
                <span className="font-medium">{item.label}</span>
                <span className="text-sm text-slate-600">{item.stateName}</span>
              </li>
            ))
          : null}
      </ul>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
