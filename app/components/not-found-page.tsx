import { HeroSearch } from "./hero-search.tsx";
import { HomePage, type HomePageData } from "./home-page.tsx";

/** Says plainly that the address leads nowhere, and offers the search in place of the home page's hero. */
function NotFoundNotice() {
  return (
    <section className="hero" aria-labelledby="not-found-heading">
      <div className="mx-auto max-w-3xl px-4 py-10 text-center sm:px-6 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Page not found</p>
        <h1
          id="not-found-heading"
          className="mt-3 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          We could not find that page
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-pretty text-slate-700">
          The address may be mistyped, or the page may have moved. Search for TRT clinics by city, state or
          ZIP code, or start from what the home page offers below.
        </p>
        <div className="mx-auto mt-8 max-w-2xl">
          <HeroSearch />
        </div>
      </div>
    </section>
  );
}

export function NotFoundPage({ home }: { home: HomePageData }) {
  return <HomePage data={home} opening={<NotFoundNotice />} />;
}
