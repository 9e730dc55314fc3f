import { SearchHero } from "./hero-search.tsx";
import { HomePage, type HomePageData } from "./home-page.tsx";

/** Says plainly that the address leads nowhere, and offers the search in place of the home page's hero. */
function NotFoundNotice() {
  return (
    <SearchHero
      size="medium"
      headingId="not-found-heading"
      eyebrow="Page not found"
      heading="We could not find that page"
      lead="The address may be mistyped, or the page may have moved. Search for TRT clinics by city, state or ZIP code, or start from what the home page offers below."
    />
  );
}

export function NotFoundPage({ home }: { home: HomePageData }) {
  return <HomePage data={home} opening={<NotFoundNotice />} />;
}
