import { htmlForHydration } from "../components/markdown-content.tsx";
import type { ClinicCard } from "../domain/clinic-card.ts";

/**
 * What React Router sends in a page for the browser to hydrate it: the loader data, the action data and the
 * errors of the page's routes.
 */
export interface HydrationState {
  loaderData: Record<string, unknown>;
  actionData: unknown;
  errors: unknown;
}

/**
 * What a clinic card's live lines read in the browser (decision 57): the list's key and hover mark (`id`), the
 * card's frame (`featured`), the open-now line (`weeklyHours`, `timeZone`), Compare (`slug`, `name`) and the
 * insurance match its kept part is drawn with. The rest of the card is kept as the server drew it (decision 54)
 * and is never drawn in the browser from the data of the page it came in.
 */
export type HydratedCard = Pick<
  ClinicCard,
  "id" | "slug" | "name" | "featured" | "weeklyHours" | "timeZone" | "insuranceMatch"
>;

/** Makes each card's hydrated form once per page, so a card listed twice is still one object. */
type CardForm = (card: ClinicCard) => HydratedCard;

function cardForms(): CardForm {
  const made = new Map<ClinicCard, HydratedCard>();
  return (card) => {
    let hydrated = made.get(card);
    if (hydrated === undefined) {
      hydrated = {
        id: card.id,
        slug: card.slug,
        name: card.name,
        featured: card.featured,
        weeklyHours: card.weeklyHours,
        timeZone: card.timeZone,
      };
      if (card.insuranceMatch !== undefined) hydrated.insuranceMatch = card.insuranceMatch;
      made.set(card, hydrated);
    }
    return hydrated;
  };
}

/** A field of loader data, or undefined when the data is not an object. */
function fieldOf(data: unknown, key: string): unknown {
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>)[key] : undefined;
}

/** The data with one field in another form. */
function withField(data: unknown, key: string, value: unknown): Record<string, unknown> {
  return { ...(data as object), [key]: value };
}

function cardsOf(value: unknown): ClinicCard[] | null {
  return Array.isArray(value) ? (value as ClinicCard[]) : null;
}

/** The search page and the finder: their result cards, the search's online group and the finder's featured ones. */
function listingForHydration(data: unknown, card: CardForm): unknown {
  const clinics = cardsOf(fieldOf(data, "clinics"));
  if (clinics === null) return data;
  const hydrated = withField(data, "clinics", clinics.map(card));
  const telehealth = fieldOf(data, "telehealth");
  const online = cardsOf(fieldOf(telehealth, "clinics"));
  if (online !== null) hydrated.telehealth = withField(telehealth, "clinics", online.map(card));
  const featured = cardsOf(fieldOf(data, "featured"));
  if (featured !== null) hydrated.featured = featured.map(card);
  return hydrated;
}

type HeadEntry = Record<string, unknown>;

/**
 * A page's head (decision 30) with its structured data left as the server wrote it: React Router draws each
 * `script:ld+json` entry as a script whose content React sets as inner HTML, which hydration never reads or
 * replaces. Each stands in as a small object of its own, so the scripts keep keys apart.
 */
function headForHydration(head: HeadEntry[]): HeadEntry[] {
  let structured = 0;
  return head.map((entry) =>
    isStructuredData(entry) ? { [LD_JSON]: { "@id": `#kept-${++structured}` } } : entry,
  );
}
const LD_JSON = "script:ld+json";
const isStructuredData = (entry: unknown) =>
  typeof entry === "object" && entry !== null && Object.hasOwn(entry, LD_JSON);

function withHeadForHydration(data: unknown): unknown {
  const head = fieldOf(data, "head");
  if (!Array.isArray(head) || !head.some(isStructuredData)) return data;
  return withField(data, "head", headForHydration(head as HeadEntry[]));
}

/** The online clinics' list: each listing's card, beside where the clinic may treat patients. */
function onlineListForHydration(data: unknown, card: CardForm): unknown {
  const listings = fieldOf(data, "listings");
  if (!Array.isArray(listings)) return data;
  const hydrated = (listings as { clinic: ClinicCard }[]).map((listing) => ({
    ...listing,
    clinic: card(listing.clinic),
  }));
  return withField(data, "listings", hydrated);
}

/** A city's page: its own clinics' cards (the nearest and online clinics shown for a city without any stay whole). */
function cityForHydration(data: unknown, card: CardForm): unknown {
  const cityPage = fieldOf(data, "cityPage");
  const clinics = cardsOf(fieldOf(cityPage, "clinics"));
  if (clinics === null) return data;
  return withField(data, "cityPage", withField(cityPage, "clinics", clinics.map(card)));
}

/**
 * An article's HTML (a blog post's, the TRT guide's): the browser keeps what the server drew, so it gets the
 * article's shape only (`htmlForHydration`). Both draw it with `MarkdownContent` without values.
 */
function articleForHydration(holder: unknown): unknown {
  const html = fieldOf(holder, "html");
  return typeof html === "string" ? withField(holder, "html", htmlForHydration(html)) : holder;
}

function blogPostForHydration(data: unknown): unknown {
  const post = fieldOf(data, "post");
  const hydrated = articleForHydration(post);
  return hydrated === post ? data : withField(data, "post", hydrated);
}

/** The routes whose loader data the browser gets in a lighter form, by route id. */
const HYDRATION_FORMS = new Map<string, (data: unknown, card: CardForm) => unknown>([
  ["routes/search", listingForHydration],
  ["routes/near-me", listingForHydration],
  ["routes/telehealth", onlineListForHydration],
  ["routes/city", cityForHydration],
  ["routes/blog-post", blogPostForHydration],
  ["routes/about-trt", articleForHydration],
]);

/**
 * The state a page sends for hydration: every route's head without its structured data, the loader data of the
 * routes above with their cards cut to what the browser reads of them and their articles to their shape, the
 * rest as the loaders returned it. Only a page sent whole gets it (React Router's build-time edit in
 * `app/server/build/route-tables-once.server.ts`); a client-side navigation's data request gets every field,
 * since the browser then draws the page itself.
 */
export function hydrationState(state: HydrationState): HydrationState {
  if (!state.loaderData) return state;
  let loaderData: Record<string, unknown> | null = null;
  const card = cardForms();
  for (const [routeId, data] of Object.entries(state.loaderData)) {
    const form = HYDRATION_FORMS.get(routeId);
    const hydrated = withHeadForHydration(form ? form(data, card) : data);
    if (hydrated === data) continue;
    loaderData ??= { ...state.loaderData };
    loaderData[routeId] = hydrated;
  }
  return loaderData === null ? state : { ...state, loaderData };
}
