import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from "downshift";
import { type ReactNode, useEffect, useRef, useState } from "react";
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

function stateReducer(
  state: UseComboboxState<Suggestion>,
  { type, changes }: UseComboboxStateChangeOptions<Suggestion>,
): Partial<UseComboboxState<Suggestion>> {
  switch (type) {
    // Leaving the box never picks the item under the mouse, and Escape never wipes what was typed.
    case useCombobox.stateChangeTypes.InputBlur:
    case useCombobox.stateChangeTypes.InputKeyDownEscape:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    default:
      return changes;
  }
}

/**
 * The location box with suggestions (an ARIA combobox from Downshift): at least two characters, at most eight
 * places; ArrowUp/ArrowDown move the highlight; Enter picks the highlighted place, else submits the form;
 * Escape and a click elsewhere close the list.
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
  const [edited, setEdited] = useState(false);
  const items = useSuggestions(value, edited);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [menuOpen, setMenuOpen] = useState(false);
  const open = menuOpen && items.length > 0 && shouldSuggest(value);
  // Downshift owns the text while the visitor types (its change callbacks run after rendering, so a controlled
  // value would lag and drop keystrokes on a slow phone); changes made by the page are pushed in below.
  const lastReported = useRef(value);
  const echoes = useRef(new Set<string>());

  const {
    highlightedIndex,
    getLabelProps,
    getMenuProps,
    getInputProps,
    getItemProps,
    closeMenu,
    setInputValue,
  } = useCombobox<Suggestion>({
    items,
    isOpen: open,
    initialInputValue: value,
    selectedItem: null,
    itemToString: (item) => item?.label ?? "",
    itemToKey: (item) => item?.label,
    stateReducer,
    onIsOpenChange: ({ isOpen }) => setMenuOpen(Boolean(isOpen)),
    onInputValueChange: ({ inputValue = "" }) => {
      setEdited(true);
      lastReported.current = inputValue;
      echoes.current.add(inputValue);
      onValueChange(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) onSelectRef.current(selectedItem.label);
    },
  });

  useEffect(() => {
    if (value === lastReported.current) {
      echoes.current.clear();
      return;
    }
    // The page is still catching up with what was typed.
    if (echoes.current.has(value)) return;
    lastReported.current = value;
    echoes.current.clear();
    setInputValue(value);
  }, [value, setInputValue]);

  const { "aria-activedescendant": activeDescendant, ...inputProps } = getInputProps({
    name,
    type: "text",
    inputMode: "search",
    autoComplete: "off",
    spellCheck: false,
    placeholder,
    enterKeyHint: "search",
    onKeyDown: (event) => {
      // Without a highlighted place, Enter submits the search instead of just closing the list.
      if (event.key === "Enter" && highlightedIndex < 0) {
        (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
          true;
        closeMenu();
      }
    },
  });

  const status = open
    ? `${items.length} suggestion${items.length === 1 ? "" : "s"}. Use the up and down arrow keys to choose.`
    : "";

  return (
    <div className={`relative ${className ?? ""}`}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps() supplies htmlFor */}
      <label
        {...getLabelProps()}
        className={labelHidden ? "sr-only" : "mb-1 block text-sm font-medium text-slate-800"}
      >
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          // Downshift sends an empty one while nothing is highlighted; an empty ID reference is invalid ARIA.
          aria-activedescendant={activeDescendant || undefined}
          className={
            inputClassName ??
            "min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          }
        />
        {adornment ? <div className="absolute inset-y-0 right-1 flex items-center">{adornment}</div> : null}
      </div>
      <ul
        {...getMenuProps()}
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 text-left shadow-lg"
      >
        {open
          ? items.map((item, index) => (
              <li
                key={item.label}
                {...getItemProps({ item, index })}
                className={`flex min-h-11 cursor-pointer items-center justify-between gap-3 px-4 py-2 text-base ${
                  highlightedIndex === index ? "bg-brand-50 text-brand-900" : "text-slate-900"
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
