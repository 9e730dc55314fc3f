import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Pagination } from "./pagination.tsx";

function render(current: number, pageCount: number): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <Pagination current={current} pageCount={pageCount} href={(page) => `/list?page=${page}`} />
    </MemoryRouter>,
  );
}

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    expect(render(1, 1)).toBe("");
  });

  it("on the first page: no Previous, Next with rel=next, page 1 current", () => {
    const html = render(1, 5);
    expect(html).not.toContain("Previous");
    expect(html).toMatch(
      /<a[^>]*rel="next"[^>]*href="\/list\?page=2"|<a[^>]*href="\/list\?page=2"[^>]*rel="next"/,
    );
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>1</);
    expect(html).toContain("Page 1 of 5");
  });

  it("in the middle: Previous and Next link to the neighbours", () => {
    const html = render(3, 5);
    expect(html).toMatch(/href="\/list\?page=2"[^>]*>Previous|rel="prev"[^>]*href="\/list\?page=2"/);
    expect(html).toContain('rel="prev"');
    expect(html).toContain('rel="next"');
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>3</);
  });

  it("on the last page: no Next; a page past the end counts as the last", () => {
    const html = render(9, 5);
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('rel="prev"');
    expect(html).toMatch(/aria-current="page"[^>]*><span class="sr-only">Page <\/span>5</);
  });

  it("names the landmark", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <Pagination current={1} pageCount={2} href={String} label="Pages of clinics" />
      </MemoryRouter>,
    );
    expect(html).toContain('aria-label="Pages of clinics"');
  });
});
