import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, it } from "vitest";
import { Button, ButtonLink, ExternalButtonLink } from "./button.tsx";

it("a button is a button (type button unless told), a link styled as one stays a link", () => {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <Button variant="primary">Search</Button>
      <ButtonLink to="/search">View Details</ButtonLink>
    </MemoryRouter>,
  );
  expect(html).toContain('<button type="button" class="btn-primary">Search</button>');
  expect(html).toMatch(
    /<a[^>]*class="btn-secondary"[^>]*href="\/search"|<a[^>]*href="\/search"[^>]*class="btn-secondary"/,
  );
});

it("an outbound link opens as its kind says and says it opens a new tab", () => {
  const html = renderToStaticMarkup(
    <ExternalButtonLink kind="maps" variant="quiet" href="https://www.google.com/maps/search/?api=1&query=x">
      Directions
    </ExternalButtonLink>,
  );
  expect(html).toContain('target="_blank"');
  expect(html).toContain('rel="noopener noreferrer"');
  expect(html).toContain("btn-quiet");
  expect(html).toContain("(opens in a new tab)");
});
