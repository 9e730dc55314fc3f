// The floor's pages (issue 35): the search and clinic pages' HTML written with plain template strings from the
// loader data React Router's loaders return, with the same head, the same stylesheets and scripts, the same
// sections and about the same markup (class names included), but no hydration data: the least a server must do
// to send the page. scripts/bench-floor-server.ts serves it.
import type { MetaDescriptor } from "react-router";
import type { ClinicCard } from "../app/domain/clinic-card.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Text or an attribute value, escaped for HTML. */
export function esc(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export interface RootData {
  site: { siteName: string; siteUrl: string };
  year: number;
  stats: { clinicsCount: number; reviewsCount: number; verifiedCount: number; demoData: boolean } | null;
}

/** The build's scripts and stylesheets for a route (React Router's server manifest). */
export interface RouteAssets {
  css: string[];
  modules: string[];
  entry: string;
}

function headTags(head: MetaDescriptor[]): string {
  return head
    .map((tag) => {
      const item = tag as Record<string, unknown>;
      if ("title" in item) return `<title>${esc(item.title)}</title>`;
      if ("script:ld+json" in item) {
        const json = JSON.stringify(item["script:ld+json"]).replace(/</g, "\\u003c");
        return `<script type="application/ld+json">${json}</script>`;
      }
      if (item.tagName === "link") {
        const { tagName: _, ...attributes } = item;
        return `<link${Object.entries(attributes)
          .map(([name, value]) => ` ${name}="${esc(value)}"`)
          .join("")}/>`;
      }
      return `<meta${Object.entries(item)
        .map(([name, value]) => ` ${name}="${esc(value)}"`)
        .join("")}/>`;
    })
    .join("");
}

const LOGO = `<svg viewBox="0 0 32 32" class="h-8 w-8 shrink-0" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#0f5e6e"></rect><path d="M16 6.5c-3.9 0-7 3-7 6.8 0 5 7 12.2 7 12.2s7-7.2 7-12.2c0-3.8-3.1-6.8-7-6.8Z" fill="#fff"></path><path d="M14.6 10h2.8v2.3h2.3v2.8h-2.3v2.3h-2.8v-2.3h-2.3v-2.8h2.3Z" fill="#0f5e6e"></path></svg>`;
const NAV = [
  ["/search", "Find TRT Clinics"],
  ["/trt-clinics-near-me", "Clinics Near Me"],
  ["/tele-trt-clinics", "Telemedicine TRT"],
  ["/about-trt", "TRT Guide"],
  ["/blog", "Expert Resources"],
] as const;
const FOOTER_LINKS = [
  [
    "Find care",
    [
      ["/search", "Find TRT Clinics"],
      ["/about-trt", "TRT Guide"],
      ["/tools/symptom-checker", "Symptom Checker"],
      ["/blog", "Blog"],
    ],
  ],
  [
    "Popular articles",
    [
      ["/blog/trt-cost-guide-2025-what-to-expect-how-to-save", "TRT Cost Guide"],
      ["/blog/choosing-right-trt-clinic-patients-complete-guide", "Choosing the Right TRT Clinic"],
      ["/blog/understanding-low-testosterone-signs-symptoms-solutions", "Understanding Low Testosterone"],
    ],
  ],
  [
    "About us",
    [
      ["/about", "About"],
      ["/how-we-list-clinics", "How We List Clinics"],
      ["/contact", "Contact"],
      ["/privacy", "Privacy Policy"],
      ["/terms", "Terms of Use"],
    ],
  ],
] as const;

function navLinks(active: string, linkClass: string): string {
  return NAV.map(
    ([href, label]) =>
      `<li><a${href === active ? ' aria-current="page"' : ""} class="${linkClass}${href === active ? " nav-link-active" : ""}" href="${href}">${label}</a></li>`,
  ).join("");
}

function header(root: RootData, active: string): string {
  const stats = root.stats;
  const badges = stats
    ? `<div class="flex gap-2 px-5 pt-4"><span class="badge badge-brand">${esc(Math.floor(stats.clinicsCount / 10) * 10)}+ Clinics</span><a class="badge badge-verified underline-offset-2 hover:underline" href="/how-we-list-clinics#verified">${esc(stats.verifiedCount.toLocaleString("en-US"))} verified clinics</a></div>`
    : "";
  return `<header class="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur short-window:static"><div class="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4 py-1 sm:px-6"><a class="flex min-w-0 items-center gap-2 rounded-md font-bold text-brand-800" href="/">${LOGO}<span class="text-lg leading-tight">${esc(root.site.siteName)}</span></a><nav aria-label="Main" class="ml-2 hidden xl:block"><ul class="flex items-center gap-1">${navLinks(active, "nav-link")}</ul></nav><div class="ml-auto flex shrink-0 items-center gap-2"><a class="btn-secondary hidden sm:inline-flex" href="/tools/symptom-checker">Free Assessment</a><a class="btn-primary hidden sm:inline-flex" href="/search">Find Clinics</a><button type="button" class="icon-button xl:hidden" aria-label="Open menu" aria-haspopup="dialog" aria-expanded="false" aria-controls="side-menu"><svg viewBox="0 0 24 24" class="h-6 w-6" aria-hidden="true" focusable="false"><path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button><dialog id="side-menu" aria-labelledby="side-menu-title" class="side-menu"><div class="flex h-full flex-col"><div class="flex items-center justify-between border-b border-slate-200 px-5 py-4"><h2 id="side-menu-title" class="text-lg font-bold text-brand-800">Menu</h2><button type="button" class="icon-button" aria-label="Close menu"><svg viewBox="0 0 24 24" class="h-6 w-6" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button></div>${badges}<nav aria-label="Menu" class="px-3 py-4"><ul class="space-y-1">${navLinks(active, "block rounded-lg px-3 py-3 text-base font-medium text-slate-700 hover:bg-slate-50")}</ul></nav><div class="mt-auto space-y-2 border-t border-slate-200 px-5 py-4"><a class="btn-secondary w-full" href="/tools/symptom-checker">Free Assessment</a><a class="btn-primary w-full" href="/search">Find Clinics</a></div></div></dialog></div></div></header>`;
}

function footer(root: RootData): string {
  const columns = FOOTER_LINKS.map(
    ([title, links]) =>
      `<nav aria-label="${title}"><h2 class="text-sm font-semibold uppercase tracking-wide text-white">${title}</h2><ul class="mt-4 space-y-2 text-sm">${links
        .map(
          ([href, label]) =>
            `<li><a class="text-slate-300 hover:text-white" href="${href}">${label}</a></li>`,
        )
        .join("")}</ul></nav>`,
  ).join("");
  const demo = root.stats?.demoData
    ? `<p><strong class="text-slate-200">Demo data:</strong> the clinics listed on this site are fictional examples (phone numbers in the 555-01xx range, example.com websites). They are not real businesses.</p>`
    : "";
  return `<footer class="mt-auto bg-navy-900 text-slate-300"><div class="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4"><div><a class="flex items-center gap-2 font-bold text-white" href="/">${LOGO}<span>${esc(root.site.siteName)}</span></a><p class="mt-4 text-sm leading-6">An independent directory of testosterone replacement therapy clinics across the United States, in person and online.</p></div>${columns}</div><div class="border-t border-white/10"><div class="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs leading-5 text-slate-400 sm:px-6">${demo}<p>The information on this site is for education only and is not medical advice. Talk to a licensed clinician before starting or changing any treatment.</p><p>Place and ZIP code data from <a class="underline hover:text-white" href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0) and the U.S. Census Bureau.</p><p>© 2025–${root.year} ${esc(root.site.siteName)}. All rights reserved.</p></div></div></footer>`;
}

/** A whole page: head, stylesheets, module scripts, header, `main` and footer. */
export function documentHtml(parts: {
  head: MetaDescriptor[];
  assets: RouteAssets;
  nonce: string;
  root: RootData;
  active: string;
  main: string;
  skipLinks?: string;
}): string {
  const { assets, nonce } = parts;
  const styles = assets.css.map((href) => `<link rel="stylesheet" href="${href}"/>`).join("");
  const preloads = assets.modules
    .map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`)
    .join("");
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><meta name="theme-color" content="#0f5e6e"/>${headTags(parts.head)}<link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/>${styles}${preloads}</head><body class="flex min-h-screen flex-col bg-white text-slate-900 antialiased"><a href="#main" class="skip-link">Skip to main content</a>${parts.skipLinks ?? ""}<p id="route-announcer" role="status" aria-live="polite" aria-atomic="true" class="sr-only"></p>${header(parts.root, parts.active)}<main id="main" tabindex="-1" class="flex-1">${parts.main}</main>${footer(parts.root)}<script type="module" nonce="${nonce}">import "${assets.entry}";</script></body></html>`;
}

const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

function phoneHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, "").slice(-10)}`;
}

function monthYear(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

/** One result card, as the search page's list draws it. */
export function cardHtml(card: ClinicCard, compareQuery: string): string {
  const name = esc(card.name);
  const href = `/clinic/${esc(card.slug)}`;
  const distance =
    card.distance === undefined
      ? ""
      : `<span class="font-medium text-brand-800">${card.distance < 10 ? card.distance.toFixed(1) : Math.round(card.distance)} mi away</span>`;
  const rating =
    card.rating === null || card.reviewCount === 0
      ? `<span class="text-slate-600">No reviews yet</span>`
      : `<span class="rating" aria-label="Rated ${card.rating.toFixed(1)} out of 5 from ${card.reviewCount} reviews"><span aria-hidden="true" class="icon icon-star text-amber-500"></span><span class="font-semibold">${card.rating.toFixed(1)}</span><span class="text-slate-600">(${card.reviewCount.toLocaleString("en-US")} reviews)</span></span>`;
  const verified = card.verified
    ? `<a class="badge badge-verified hover:underline" data-badge="verified" aria-label="Verified listing of ${name}: what we check" href="/how-we-list-clinics#verified"><span aria-hidden="true" class="icon icon-check h-3.5 w-3.5"></span>Verified</a>`
    : "";
  const online = card.virtualCare
    ? `<span class="badge badge-online"><span aria-hidden="true" class="icon icon-video h-3.5 w-3.5"></span>Online visits</span>`
    : "";
  const price = card.monthlyPrice
    ? `<div class="clinic-card-row gap-y-1.5"><p class="card-price" data-card-price=""><span aria-hidden="true" class="font-semibold text-navy-900">From $${esc(card.monthlyPrice.amount)}/mo</span><span class="sr-only">From $${esc(card.monthlyPrice.amount)} a month, price </span><span class="text-xs text-slate-600">as of <time dateTime="${esc(card.monthlyPrice.asOf)}">${monthYear(card.monthlyPrice.asOf)}</time></span></p></div>`
    : "";
  const description = card.description
    ? `<p class="clinic-card-description line-clamp-2 text-sm text-slate-700">${esc(card.description)}</p>`
    : "";
  const call = card.phone
    ? `<a href="${phoneHref(card.phone)}" class="btn-quiet" aria-label="Call ${name} at ${esc(card.phone)}"><span aria-hidden="true" class="icon icon-phone"></span>Call</a>`
    : "";
  // Between the <!--$--> and <!--/$--> marks, the parts the browser keeps as the server drew them (decision 54).
  return `<article class="clinic-card" data-card="list"><!--$--><div class="clinic-card-head"><div class="clinic-card-title"><h3 class="clinic-card-name"><a href="${href}">${name}</a></h3><p class="clinic-card-place"><span aria-hidden="true" class="icon icon-pin"></span><span>${esc(card.city)}, ${esc(card.state)}</span>${distance}</p></div></div>${description}<!--/$--><p class="open-status" data-open-status="pending"></p><!--$--><div class="clinic-card-row gap-y-0.5">${rating}${verified}${online}</div>${price}<!--/$--><div class="clinic-card-actions"><!--$-->${call}<a class="btn-quiet" target="_blank" rel="noopener noreferrer" href="${MAPS_SEARCH}${esc(encodeURIComponent(card.address))}"><span aria-hidden="true" class="icon icon-directions"></span>Directions<span class="sr-only"> to ${name}</span><span class="sr-only"> (opens in a new tab)</span></a><a class="btn-secondary" href="${href}">Details<span class="sr-only"> for ${name}</span></a><!--/$--><a class="btn-quiet compare-toggle" rel="nofollow" href="/compare?c=${esc(card.slug)}${esc(compareQuery)}"><span aria-hidden="true" class="compare-toggle-box"></span>Compare<span class="sr-only"> ${name}</span></a></div></article>`;
}
