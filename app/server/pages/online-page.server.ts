import type { AppServices } from "../../context.ts";
import type { ClinicCard } from "../../domain/clinic-card.ts";
import { insuranceOptions } from "../../domain/insurance.ts";
import { cardOfferings, offeringsPhrase, offeringsShown } from "../../domain/listed-facts.ts";
import { clinicHref } from "../../domain/map-plot.ts";
import { licenceSummary } from "../../domain/online-clinic.ts";
import { countPriceSteps, priceLimits, priceOptions } from "../../domain/price-limit.ts";
import {
  cleanText,
  type PaymentFilters,
  parseLocation,
  parsePaymentFilters,
} from "../../domain/search-params.ts";
import { statePath } from "../../domain/state-url.ts";
import { toClinicCard } from "../../domain/to-clinic-card.ts";
import { findState, type UsState } from "../../domain/us-states.ts";
import type { ZeroResultsHelp } from "../../domain/zero-results.ts";
import { pageMeta } from "../../lib/meta.ts";
import { ONLINE_PATH, ONLINE_SORTS, type OnlineSort } from "../../lib/online-list.ts";
import type { PublicConfig } from "../../lib/site.ts";
import { listInsurance } from "../clinics/catalog.server.ts";
import { onlineClinics } from "../clinics/directory-views.server.ts";
import {
  inOrder,
  type OnlineFilters,
  onlineList,
  onlineZeroResults,
} from "../clinics/online-filters.server.ts";
import type { PaymentChoices } from "../clinics/payment-choices.server.ts";
import { resolvePlace } from "../place-resolver.server.ts";

export const ONLINE_PAGE_SIZE = 24;
const MAX_PAGE = 1000;

export interface OnlineListing {
  clinic: ClinicCard;
  /** "Treats patients in 14 states, including Texas"; null when the clinic lists no licence. */
  licence: string | null;
}

/** The "Licensed in my state" filter as the URL set it. */
export interface StateFilter {
  /** The state whose licensed clinics are listed, or null for all. */
  state: UsState | null;
  /** The searched location the state was taken from, when the URL named no state. */
  from: string | null;
  /** The `state` value when it names no US state (the list then shows every clinic). */
  unknown: string | null;
}

export interface OnlinePageData extends StateFilter {
  q: string;
  listings: OnlineListing[];
  total: number;
  page: number;
  pageCount: number;
  /** The position in the whole list of the page's first clinic, from 1. */
  firstPosition: number;
  failed: boolean;
  /** The insurance question's answer and the maximum monthly price (decision 44). */
  filters: PaymentFilters;
  payment: PaymentChoices;
  /** Parameters whose values were not understood, or a $-$$$$ tier: left out and named. */
  ignored: string[];
  /** When nothing matched: the filters that emptied the list and what dropping each would list. */
  zeroResults: ZeroResultsHelp | null;
  sort: OnlineSort;
}

/**
 * `state` wins when it is there (empty means every state); otherwise a searched location (the search page's
 * `location`, or `lat` and `lng`) gives the state it lies in. `q` is this page's own text search, not a place.
 */
export function stateFilter(url: URL, gazetteer: AppServices["gazetteer"]): StateFilter {
  if (url.searchParams.has("state")) {
    const value = cleanText(url.searchParams.get("state")).slice(0, 40);
    if (!value) return { state: null, from: null, unknown: null };
    const state = findState(value) ?? null;
    return { state, from: null, unknown: state ? null : value };
  }
  const params = new URLSearchParams(url.searchParams);
  params.delete("q");
  const location = parseLocation(params);
  if (location.kind === "none" || location.kind === "near-me")
    return { state: null, from: null, unknown: null };
  const { place } = resolvePlace(location, gazetteer, 50);
  const state = place?.stateCode ? (findState(place.stateCode) ?? null) : null;
  return { state, from: state && place ? place.inputText || place.label : null, unknown: null };
}

/** The order the URL asks for; an order the list does not have (such as "distance") is ignored and named. */
function onlineSort(params: URLSearchParams, ignored: string[]): OnlineSort {
  const value = params.get("sort");
  if (value === null || value === "") return "rating";
  if ((ONLINE_SORTS as readonly string[]).includes(value)) return value as OnlineSort;
  ignored.push("sort");
  return "rating";
}

/** The ids of the clinics licensed in a state, once per data version. */
function licensedIds(directory: AppServices["directory"], code: string): Promise<ReadonlySet<number>> {
  return directory.derived(`licensed-ids:${code}`, ({ snapshot }) => {
    const positions = snapshot.licensedIn.get(code) ?? [];
    return new Set(Array.from(positions, (position) => snapshot.ids[position] as number));
  });
}

/**
 * /tele-trt-clinics: every clinic the spec's online rule accepts, best rated first, narrowed by the page's text
 * search and the "Licensed in my state" filter. The list comes from the directory once per data version; only
 * the page's clinics are read.
 */
export async function loadOnlinePage(
  services: Pick<AppServices, "directory" | "gazetteer" | "logger">,
  url: URL,
): Promise<OnlinePageData> {
  const { directory } = services;
  const q = cleanText(url.searchParams.get("q")).slice(0, 100);
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const requested = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= MAX_PAGE ? pageParam : 1;
  const filter = stateFilter(url, services.gazetteer);
  const ignored: string[] = [];
  const filters = parsePaymentFilters(url.searchParams, ignored);
  const sort = onlineSort(url.searchParams, ignored);
  const insuranceCatalog = await listInsurance(directory).catch(() => []);
  const payment: PaymentChoices = {
    insurance: insuranceOptions(insuranceCatalog, filters.insurance),
    prices: priceOptions(filters.maxPrice, null),
  };
  try {
    const { version, snapshot } = await directory.current();
    const now = new Date();
    const asked: OnlineFilters = {
      q,
      state: filter.state?.code ?? null,
      insurance: filters.insurance,
      maxPrice: filters.maxPrice,
    };
    const list = onlineList(
      snapshot,
      await onlineClinics(directory),
      filter.state ? await licensedIds(directory, filter.state.code) : null,
    );
    // The price control's counts are over the list as it is without its maximum.
    const beforePrice = list({ ...asked, maxPrice: null });
    payment.prices = priceOptions(
      filters.maxPrice,
      countPriceSteps(
        beforePrice.map((entry) => snapshot.lowestMonthly[entry.position] as number),
        priceLimits(filters.maxPrice),
      ),
    );
    const matches = inOrder(snapshot, list(asked), sort);
    const pageCount = Math.max(1, Math.ceil(matches.length / ONLINE_PAGE_SIZE));
    const page = Math.min(requested, pageCount);
    const ids = matches
      .slice((page - 1) * ONLINE_PAGE_SIZE, page * ONLINE_PAGE_SIZE)
      .map((entry) => entry.id);
    const listings = (await directory.clinics(ids, version)).map((clinic) => ({
      clinic: toClinicCard(clinic, now, { insurance: filters.insurance }),
      licence: licenceSummary(clinic.license_states, filter.state?.code ?? null),
    }));
    const firstPosition = (page - 1) * ONLINE_PAGE_SIZE + 1;
    return {
      ...filter,
      q,
      listings,
      total: matches.length,
      page,
      pageCount,
      firstPosition,
      failed: false,
      filters,
      payment,
      ignored,
      zeroResults: matches.length === 0 ? onlineZeroResults(asked, list, sort) : null,
      sort,
    };
  } catch (error) {
    services.logger.error({ err: error }, "online clinics page: reading clinics failed");
    return {
      ...filter,
      q,
      listings: [],
      total: 0,
      page: 1,
      pageCount: 0,
      firstPosition: 1,
      failed: true,
      filters,
      payment,
      ignored,
      zeroResults: null,
      sort,
    };
  }
}

/**
 * Only the plain page is indexed. The list for one state (`?state=TX`, nothing else) is what the state page's
 * telehealth section lists: like a location search for a state (decision 15), it points its canonical link at
 * the state page. Text searches, later pages and unknown states are noindex (decision 7).
 */
function searchIndexing(
  params: URLSearchParams,
  page: OnlinePageData,
): { path: string; noindex: boolean | "follow" } {
  const keys = [...new Set(params.keys())];
  if (keys.length === 0) return { path: ONLINE_PATH, noindex: false };
  if (page.state && keys.length === 1 && keys[0] === "state" && params.get("state") === page.state.code) {
    return { path: statePath(page.state), noindex: false };
  }
  return { path: ONLINE_PATH, noindex: "follow" };
}

/** Only what the cards show of at least one listed clinic (decision 33). */
function onlineDescription(page: OnlinePageData): string {
  const offered = offeringsPhrase(
    offeringsShown(
      page.listings.map(({ clinic }) => cardOfferings(clinic)),
      ["ratings", "services", "prices"],
    ),
  );
  const what = offered ? `: ${offered}` : "";
  return page.state
    ? `Compare online testosterone replacement therapy clinics licensed to treat patients in ${page.state.name}${what}.`
    : `Compare online (telemedicine) testosterone replacement therapy clinics, treating patients by video or phone${what}.`;
}

/** The head of /tele-trt-clinics with these parameters. */
export function onlineHead(site: PublicConfig, url: URL, page: OnlinePageData) {
  const stateName = page.state?.name;
  return pageMeta({
    ...site,
    title: stateName
      ? [
          `Online TRT Clinics Licensed in ${stateName}`,
          "Online TRT Clinics: Telemedicine Testosterone Therapy",
        ]
      : "Online TRT Clinics: Telemedicine Testosterone Therapy",
    description: onlineDescription(page),
    ...searchIndexing(url.searchParams, page),
    jsonLd:
      page.listings.length > 0
        ? {
            "@type": "ItemList",
            name: stateName ? `Online TRT clinics licensed in ${stateName}` : "Online TRT clinics",
            itemListElement: page.listings.map(({ clinic }, index) => ({
              "@type": "ListItem",
              position: page.firstPosition + index,
              name: clinic.name,
              url: `${site.siteUrl}${clinicHref(clinic)}`,
            })),
          }
        : undefined,
  });
}
