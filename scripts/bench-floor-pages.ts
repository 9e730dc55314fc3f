// The `main` of the floor's search and clinic pages (scripts/bench-floor-html.ts has the rest), from the data
// the routes' own loaders return.
import type { Clinic } from "../app/domain/clinic.ts";
import type { ProfileFacts } from "../app/domain/profile-facts.ts";
import type { SearchPageData } from "../app/server/pages/search-page.server.ts";
import { cardHtml, esc } from "./bench-floor-html.ts";

const SEARCH_ICON = `<svg viewBox="0 0 24 24" class="h-5 w-5" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" stroke-width="2"></circle><path d="m20 20-3.5-3.5" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg>`;
const DISTANCES = [5, 10, 25, 50];
const SORTS = [
  ["distance", "Nearest first"],
  ["rating", "Highest rated"],
  ["reviews", "Most reviewed"],
  ["name", "Name (A–Z)"],
  ["price", "Lowest monthly price"],
] as const;

function options(choices: { value: string; label: string }[], selected: string): string {
  return choices
    .map(
      ({ value, label }) =>
        `<option value="${esc(value)}"${value === selected ? ' selected=""' : ""}>${esc(label)}</option>`,
    )
    .join("");
}

function checkboxes(name: string, items: { id: string; name: string }[], checked: readonly string[]): string {
  return items
    .map(
      (item) =>
        `<label class="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50"><input type="checkbox" class="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-600" name="${name}" value="${esc(item.id)}"${checked.includes(item.id) ? ' checked=""' : ""}/><span>${esc(item.name)}</span></label>`,
    )
    .join("");
}

function cardList(label: string, cards: SearchPageData["clinics"], compareQuery: string): string {
  return `<ul class="grid gap-4 md:grid-cols-2 lg:grid-cols-1" aria-label="${esc(label)}">${cards
    .map(
      (card) =>
        `<li data-clinic-id="${card.id}" class="rounded-2xl data-highlighted:ring-2 data-highlighted:ring-brand-600 data-highlighted:ring-offset-2">${cardHtml(card, compareQuery)}</li>`,
    )
    .join("")}</ul>`;
}

export function searchMain(page: SearchPageData): string {
  const { query, place } = page;
  const location = query.location.kind === "text" ? query.location.text : (place?.label ?? "");
  const compareQuery = location ? `&location=${encodeURIComponent(location).replace(/%20/g, "+")}` : "";
  const placeLabel = esc(place?.label ?? location);
  const first = (query.page - 1) * page.clinics.length + 1;
  const last = first + page.clinics.length - 1;
  const filters = query.filters;
  const radius = Number(filters.distance) || 50;
  const telehealth = page.telehealth
    ? `<section aria-labelledby="telehealth-group" class="mt-10 rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-6"><h2 id="telehealth-group" class="text-xl font-bold text-slate-900">Online clinics licensed in ${esc(page.telehealth.stateName)}</h2><p class="mt-1 text-sm text-slate-700">These clinics see patients in ${esc(page.telehealth.stateName)} by video or phone, so distance does not matter. Showing ${page.telehealth.clinics.length} of ${page.telehealth.total}.</p><div class="mt-4">${cardList(`Online clinics licensed in ${page.telehealth.stateName}`, page.telehealth.clinics, compareQuery)}</div><p class="mt-4"><a class="font-semibold text-brand-800 underline underline-offset-2" href="/tele-trt-clinics">See all online TRT clinics</a></p></section>`
    : "";
  const pages =
    page.pageCount > 1
      ? `<nav aria-label="Pagination" class="mt-8 flex items-center justify-center gap-2">${Array.from(
          { length: Math.min(page.pageCount, 7) },
          (_, index) =>
            `<a class="pagination-link${index + 1 === query.page ? " pagination-link-current" : ""}" href="/search?location=${esc(encodeURIComponent(location))}&amp;page=${index + 1}"${index + 1 === query.page ? ' aria-current="page"' : ""}>${index + 1}</a>`,
        ).join("")}</nav>`
      : "";
  return `<div class="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8"><div class="mb-6"><h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${esc(place?.heading ?? "Find TRT Clinics")}</h1><p class="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700"><span class="badge badge-brand">Active Search</span> <span class="font-semibold text-slate-900">${placeLabel}</span> <span>(${page.total.toLocaleString("en-US")} clinics found)</span></p><div class="mt-5"><search aria-label="Search clinics by location" class="block rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4"><form action="/search" method="get" class="space-y-3"><div class="flex flex-col gap-3 sm:flex-row"><div class="relative flex-1"><label id="location-label" for="location-input" class="sr-only">City, state, or ZIP code</label><div class="relative"><input id="location-input" type="text" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="location-list" inputMode="search" autoComplete="off" spellCheck="false" placeholder="Enter city, state, or zip code" enterKeyHint="search" class="input h-12 w-full pr-12" name="location" value="${esc(location)}"/></div><ul id="location-list" role="listbox" aria-labelledby="location-label" hidden="" class="combobox-list"></ul><p role="status" class="sr-only"></p></div><button type="submit" class="btn-primary h-12 gap-2 px-6">${SEARCH_ICON}Search</button></div><div class="grid gap-3 sm:grid-cols-2"><div><label for="insurance" class="mb-1 block text-sm font-medium text-slate-700">Insurance</label><select id="insurance" name="insurance" class="select h-11 w-full">${options(page.payment.insurance, "")}</select></div><div><label for="max-price" class="mb-1 block text-sm font-medium text-slate-700">Monthly price</label><select id="max-price" name="maxPrice" aria-describedby="max-price-note" class="select h-11 w-full">${options(page.payment.prices, "")}</select><p id="max-price-note" class="mt-1 text-xs text-slate-600">The clinic&#x27;s lowest price billed per month. Clinics that list no monthly price are hidden.</p></div></div></form></search></div><div class="mt-6 flex flex-wrap items-center gap-3"><h2 id="results-heading" class="text-lg font-semibold text-slate-900" data-route-summary=""><span class="sr-only sm:not-sr-only">Showing ${first}–${last} of </span>${page.total.toLocaleString("en-US")} clinics</h2><label class="ml-auto flex items-center gap-2 text-sm text-slate-700"><span>Sort by</span><select class="select h-10">${options(
    SORTS.map(([value, label]) => ({ value, label })),
    page.sort ?? "",
  )}</select></label></div></div><div class="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)_minmax(0,28rem)]"><aside aria-labelledby="filters-heading" class="hidden lg:block"><div class="sticky top-20 rounded-2xl border border-slate-200 bg-white p-4"><h2 id="filters-heading" class="text-base font-semibold text-slate-900">Filters</h2><form aria-label="Filter clinics" class="mt-3 space-y-5"><fieldset><legend class="mb-2 text-sm font-semibold text-slate-900">Distance</legend><div class="space-y-1">${DISTANCES.map(
    (miles) =>
      `<label class="flex cursor-pointer items-center gap-3 rounded-md px-1 py-1.5 text-sm text-slate-700 hover:bg-slate-50"><input type="radio" class="h-4 w-4 border-slate-300 text-brand-700" name="radius" value="${miles}"${miles === radius ? ' checked=""' : ""}/><span>Within ${miles} miles</span></label>`,
  ).join(
    "",
  )}</div></fieldset><fieldset><legend class="mb-2 text-sm font-semibold text-slate-900">Services</legend><div class="space-y-1">${checkboxes("services", page.options.services, filters.services)}</div></fieldset><div class="flex gap-2 pt-2"><button type="submit" class="btn-primary flex-1">Apply Filters</button><button type="button" class="btn-secondary">Clear All</button></div></form></div></aside><section id="results" aria-labelledby="results-heading" class="min-w-0">${cardList("Search results", page.clinics, compareQuery)}${pages}${telehealth}</section><div class="min-w-0"><div class="hidden lg:sticky lg:top-20 lg:block"><div class="map-frame relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100" style="height:600px"><div role="status" class="absolute inset-0 flex items-center justify-center p-4"><p class="font-semibold text-slate-800">Loading interactive map...</p><p class="text-sm text-slate-700">${page.pagePoints.length} clinics ready</p></div></div></div></div></div></div>`;
}

export interface ClinicPageData {
  clinic: Clinic;
  verification: unknown;
  profile: ProfileFacts;
}

function section(id: string, title: string, body: string): string {
  return `<section aria-labelledby="${id}" class="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"><h2 id="${id}" class="text-lg font-semibold text-slate-900">${esc(title)}</h2><div class="mt-3 text-sm leading-6 text-slate-700">${body}</div></section>`;
}

function list(items: readonly unknown[]): string {
  return `<ul class="grid gap-2 sm:grid-cols-2">${items
    .map(
      (item) =>
        `<li class="flex items-center gap-2"><span aria-hidden="true" class="icon icon-check h-4 w-4 text-brand-700"></span>${esc(item)}</li>`,
    )
    .join("")}</ul>`;
}

function labelsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) =>
    typeof item === "string" ? item : String((item as { name?: string; label?: string }).name ?? ""),
  );
}

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const REVIEW_SITES = [
  ["google", "Google", "https://www.google.com/maps/search/?api=1&query="],
  ["yelp", "Yelp", "https://www.yelp.com/search?find_desc="],
  ["healthgrades", "Healthgrades", "https://www.healthgrades.com/usearch?what="],
] as const;

function panel(tab: string, body: string, active = false): string {
  return `<div role="tabpanel" id="panel-${tab}" aria-labelledby="tab-${tab}" data-state="${active ? "active" : "inactive"}"${active ? "" : ' hidden=""'} tabindex="0" class="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">${body}</div>`;
}

function hoursTable(clinic: Clinic): string {
  const hours = (clinic.hoursOfOperation ?? {}) as Record<string, string>;
  return `<table class="w-full text-sm"><caption class="sr-only">Opening hours</caption><thead class="sr-only"><tr><th scope="col">Day</th><th scope="col">Hours</th></tr></thead><tbody>${DAYS.map(
    (day) =>
      `<tr class="border-b border-slate-100 last:border-0"><th scope="row" class="py-2 pr-4 text-left font-medium capitalize text-slate-900">${day}</th><td class="py-2 text-slate-700">${esc(hours[day] ?? "Closed")}</td></tr>`,
  ).join(
    "",
  )}</tbody><tfoot><tr><td colSpan="2" class="pt-2 text-xs text-slate-600">Times are the clinic’s local time.</td></tr></tfoot></table>`;
}

interface PriceRow {
  service: string;
  price: string;
  source: string;
  asOf: string;
}

function pricingPanel(clinic: Clinic, name: string): string {
  const prices = (Array.isArray(clinic.pricing) ? clinic.pricing : []) as PriceRow[];
  const rows = prices
    .map(
      (row) =>
        `<tr class="border-b border-slate-100"><th scope="row" class="py-2 pr-4 text-left font-medium text-slate-900">${esc(row.service)}</th><td class="py-2 text-slate-700"><span class="font-semibold">${esc(row.price)}</span></td></tr>`,
    )
    .join("");
  const estimate = prices
    .map(
      (row) =>
        `<tr class="border-b border-slate-100 align-top"><th scope="row" class="py-2 pr-4 text-left font-medium text-slate-900">${esc(row.service)}</th><td class="py-2 text-slate-700"><span class="block">${esc(row.price)}</span><span class="block text-xs text-slate-600">Clinic ${esc(row.source)}, as of <time dateTime="${esc(row.asOf)}">${esc(row.asOf)}</time></span></td><td class="py-2 text-slate-700"><span class="text-slate-600">Not enough prices to estimate</span></td></tr>`,
    )
    .join("");
  return [
    section(
      "pricing",
      "Pricing",
      `<div class="overflow-x-auto"><table class="w-full text-sm"><caption class="sr-only">Prices listed by ${name}</caption><thead><tr><th scope="col" class="text-left">Service</th><th scope="col" class="text-left">Price</th></tr></thead><tbody>${rows}</tbody></table></div><p class="mt-3 text-xs text-slate-600">Prices as listed by the clinic, with where each came from and the day it was true. Confirm the current price with the clinic before booking.</p>`,
    ),
    section("insurance-accepted", "Insurance accepted", list(labelsOf(clinic.insuranceProviders))),
    section(
      "first-year",
      "First-year cost estimate",
      `<p>An estimate from the prices ${name} lists: one consultation, one lab panel and 12 months of treatment. Follow-up visits and labs, medication changes and insurance are not included, and no price is filled in from other clinics. Confirm the cost with the clinic.</p><div class="overflow-x-auto"><table class="mt-3 w-full text-sm"><caption class="sr-only">First-year cost estimate for ${name}, term by term</caption><thead><tr><th scope="col" class="text-left">Term</th><th scope="col" class="text-left">Listed price and source</th><th scope="col" class="text-left">First-year estimate</th></tr></thead><tbody>${estimate}</tbody></table></div>`,
    ),
  ].join("");
}

function reviewsPanel(clinic: Clinic, name: string): string {
  const query = encodeURIComponent(`${clinic.name}, ${clinic.city}, ${clinic.state}`);
  const sites = REVIEW_SITES.map(
    ([id, label, search]) =>
      `<li data-platform="${id}" class="flex flex-wrap items-center justify-between gap-2 py-3"><span class="font-medium text-slate-900">${label}</span><span class="text-sm text-slate-600">No figures held</span><a class="text-sm font-semibold text-brand-800 underline" href="${esc(search + query)}" target="_blank" rel="noopener noreferrer">Read reviews on ${label}<span class="sr-only"> (opens in a new tab)</span></a></li>`,
  ).join("");
  const write = REVIEW_SITES.map(
    ([id, label, search]) =>
      `<li data-platform="${id}" class="flex items-start justify-between gap-4 py-3"><div><h3 class="font-semibold text-slate-900">${label}</h3><p class="text-sm text-slate-700">Sign in to ${label}, open the clinic there and write your review from its reviews section.</p></div><a class="btn-secondary shrink-0" href="${esc(search + query)}" target="_blank" rel="noopener noreferrer">Review on ${label}<span class="sr-only"> (opens in a new tab)</span></a></li>`,
  ).join("");
  return section(
    "reviews-heading",
    "Reviews",
    `<p>We hold no review figures for ${name} beyond what the card shows. Reviews are written on Google, Yelp and Healthgrades.</p><ul class="divide-y divide-slate-100">${sites}</ul><p class="text-xs text-slate-600">Figures are copied from each site on the date shown and are not updated live; a site without figures here may still have reviews. Follow the links for each site’s current reviews.</p><h3 class="mt-4 font-semibold text-slate-900">How the figures are worked out</h3><ul class="list-disc space-y-1 pl-5"><li>The rating on this page and on listings is the Google rating as copied, to one decimal; the stars are filled to the same value. Nothing is averaged across sites.</li><li>Figures are not updated live: each is as of the month it was copied.</li><li>We hold no breakdown of reviews by star level, so none is shown.</li></ul><p class="mt-4">Been treated at ${name}? Reviews are written on the review sites themselves, not on this directory.</p><ol class="divide-y divide-slate-100">${write}</ol>`,
  );
}

export function clinicMain({ clinic, profile }: ClinicPageData): string {
  const name = esc(clinic.name);
  const path = `/clinic/${esc(clinic.slug)}`;
  const phone = clinic.phone
    ? `<a href="tel:+1${clinic.phone.replace(/\D/g, "").slice(-10)}" class="btn-primary gap-2"><span aria-hidden="true" class="icon icon-phone"></span>Call Now<span class="sr-only"> at ${esc(clinic.phone)}</span></a>`
    : "";
  const website = clinic.website
    ? `<a target="_blank" rel="noopener" class="btn-secondary gap-2" href="${esc(clinic.website)}"><span aria-hidden="true" class="icon icon-external"></span>Visit Website<span class="sr-only"> (opens in a new tab)</span></a>`
    : "";
  const rating =
    clinic.rating === null || !clinic.reviewCount
      ? `<span class="text-slate-600">No ratings yet</span>`
      : `<span class="rating"><span class="sr-only">Rated ${clinic.rating} out of 5 (${clinic.reviewCount} reviews)</span><span aria-hidden="true" class="star-row" style="--star-fill:${Math.round(clinic.rating * 20)}%"></span><span aria-hidden="true" class="font-semibold text-slate-900">${clinic.rating}</span><span aria-hidden="true" class="text-slate-600">(${clinic.reviewCount} reviews)</span></span>`;
  const tabs = profile.tabs
    .map(
      (tab, index) =>
        `<button type="button" role="tab" id="tab-${tab}" aria-selected="${index === 0}" aria-controls="panel-${tab}" data-state="${index === 0 ? "active" : "inactive"}" tabindex="${index === 0 ? 0 : -1}" class="tab-button">${esc(tab[0]?.toUpperCase())}${esc(tab.slice(1))}</button>`,
    )
    .join("");
  const hours = hoursTable(clinic);
  const sections = [
    section("about", `About ${clinic.name}`, `<p>${esc(clinic.description ?? "")}</p>`),
    section(
      "glance",
      "At a glance",
      `<dl class="grid gap-4 sm:grid-cols-2"><div><dt class="font-medium text-slate-900">Years in practice</dt><dd>${esc(clinic.yearEstablished ?? "")}</dd></div><div><dt class="font-medium text-slate-900">Support hours</dt><dd>${esc(clinic.supportHours ?? "")}</dd></div><div><dt class="font-medium text-slate-900">Response rate</dt><dd>${esc(clinic.responseRate ?? "")}</dd></div><div><dt class="font-medium text-slate-900">Response time</dt><dd>${esc(clinic.responseTime ?? "")}</dd></div></dl>`,
    ),
    section("treatments", "Treatments offered", list(labelsOf(clinic.services))),
    section("insurance", "Insurance &amp; payment", list(labelsOf(clinic.insuranceProviders))),
    profile.notListed
      ? section(
          "not-listed",
          "Not listed yet",
          `<p>${name} has not listed its ${esc(profile.notListed)} with us. Call the clinic to ask, or <a href="${path}/suggest-edit">suggest an edit</a> if you know them.</p>`,
        )
      : "",
    section("hours", "Opening hours", hours),
    section(
      "listing",
      "About this listing",
      `<dl class="space-y-3"><div><dt class="font-medium text-slate-900">Verification</dt><dd>${esc(profile.verification)}. <a href="/how-we-list-clinics#verified">What we check</a></dd></div><div><dt class="font-medium text-slate-900">Source</dt><dd>${esc(profile.source ?? "")}</dd></div><div><dt class="font-medium text-slate-900">Something wrong?</dt><dd><a href="${path}/suggest-edit">Suggest an edit</a></dd></div></dl>`,
    ),
  ].join("");
  return `<article><header data-testid="clinic-header" class="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white"><div class="mx-auto max-w-7xl px-4 py-6 sm:px-6"><nav aria-label="Breadcrumb" class="text-sm text-slate-600"><ol class="flex flex-wrap items-center gap-1"><li><a class="hover:underline" href="/">Home</a></li><li><span aria-hidden="true" class="mx-1">›</span><span aria-current="page">${name}</span></li></ol></nav><div class="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start"><span aria-hidden="true" data-monogram="" class="monogram h-16 w-16 text-xl">${esc(clinic.name.slice(0, 2).toUpperCase())}</span><div class="min-w-0 flex-1"><p><a class="badge badge-verified" href="/how-we-list-clinics#verified">${esc(profile.verification)}</a></p><h1 class="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${name}</h1><div class="mt-2 flex flex-wrap items-center gap-3 text-sm">${rating}<p class="open-status" data-open-status="pending"></p></div><p class="mt-2 flex items-center gap-2 text-sm text-slate-700"><span aria-hidden="true" class="icon icon-pin"></span><span>${esc(clinic.address)}</span></p><div class="mt-4 flex flex-wrap gap-2">${phone}<a target="_blank" rel="noopener noreferrer" class="btn-secondary gap-2" href="https://www.google.com/maps/search/?api=1&amp;query=${esc(encodeURIComponent(clinic.address))}"><span aria-hidden="true" class="icon icon-directions"></span>Directions<span class="sr-only"> (opens in a new tab)</span></a>${website}</div></div></div></div></header><div class="mx-auto max-w-7xl px-4 py-6 sm:px-6"><div role="tablist" aria-label="Clinic information" aria-orientation="horizontal" class="flex gap-1 overflow-x-auto border-b border-slate-200">${tabs}</div>${panel("overview", sections, true)}${panel("services", section("services-offered", "Services offered", list(labelsOf(clinic.services))))}${panel("pricing", pricingPanel(clinic, name))}${panel("reviews", reviewsPanel(clinic, name))}${panel("location", section("address", "Address", `<p>${esc(clinic.address)}</p><p><a href="https://www.google.com/maps/search/?api=1&amp;query=${esc(encodeURIComponent(clinic.address))}" target="_blank" rel="noopener noreferrer">Get directions</a></p>`))}</div></article>`;
}
