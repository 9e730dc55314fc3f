import { createContext, type ReactElement, type ReactNode, use, useId } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { keepServerDrawingsIn, keptAsDrawn, keptPartsLoaded } from "../components/kept-as-drawn.tsx";
import { KeptDrawingStore } from "./kept-drawings.server.ts";

afterEach(() => keepServerDrawingsIn(null));

function countedCard() {
  const drawn: string[] = [];
  function Card({ name, rating }: { name: string; rating: number }) {
    drawn.push(name);
    return (
      <p>
        {name} is rated {rating}
      </p>
    );
  }
  return { Card, drawn };
}

async function keptWithStore<P extends object>(
  part: (props: P) => ReactNode,
  options?: ConstructorParameters<typeof KeptDrawingStore>[0],
) {
  const store = new KeptDrawingStore(options);
  keepServerDrawingsIn(store);
  const Kept = keptAsDrawn<P>(async () => part);
  await keptPartsLoaded();
  /** Draws a page as the entry does: the page, then the parts noted on it. */
  const page = (element: ReactElement) => {
    const html = renderToString(element);
    store.drawNoted();
    return html;
  };
  return { store, Kept, page };
}

const DRAWN_IN_PAGE = "<x-kept><p>Alder Bluff<!-- --> is rated <!-- -->4</p></x-kept>";
const GIVEN_AS_KEPT = "<x-kept><p>Alder Bluff is rated 4</p></x-kept>";

describe("parts kept as drawn, on the server", () => {
  it("a part shown a second time is kept, and later pages get its HTML without drawing it again", async () => {
    const { Card, drawn } = countedCard();
    const { Kept, page } = await keptWithStore(Card);

    expect(page(<Kept name="Alder Bluff" rating={4} />)).toBe(DRAWN_IN_PAGE);
    expect(drawn).toHaveLength(1);
    // The second showing draws it in the page, then once on its own to be kept.
    expect(page(<Kept name="Alder Bluff" rating={4} />)).toBe(DRAWN_IN_PAGE);
    expect(drawn).toHaveLength(3);

    expect(page(<Kept name="Alder Bluff" rating={4} />)).toBe(GIVEN_AS_KEPT);
    expect(page(<Kept name="Alder Bluff" rating={4} />)).toBe(GIVEN_AS_KEPT);
    expect(drawn).toHaveLength(3);
  });

  it("props are compared by what they hold: another request's loader data, equal, finds the kept part", async () => {
    const drawn: string[] = [];
    function Card({ clinic }: { clinic: { name: string; services: string[] } }) {
      drawn.push(clinic.name);
      return <p>{clinic.services.join(", ")}</p>;
    }
    const { Kept, page } = await keptWithStore(Card);
    const loaderData = () => ({ name: "Alder Bluff", services: ["TRT", "HCG"] });
    page(<Kept clinic={loaderData()} />);
    page(<Kept clinic={loaderData()} />);
    expect(page(<Kept clinic={loaderData()} />)).toBe("<x-kept><p>TRT, HCG</p></x-kept>");
    expect(drawn).toHaveLength(3);
    // A changed service list is another clinic to the store.
    expect(page(<Kept clinic={{ name: "Alder Bluff", services: ["TRT"] }} />)).toBe(
      "<x-kept><p>TRT</p></x-kept>",
    );
    expect(drawn).toHaveLength(4);
  });

  it("a part shown once only is drawn once only", async () => {
    const { Card, drawn } = countedCard();
    const { store, Kept, page } = await keptWithStore(Card);
    for (const name of ["Alder Bluff", "Birch Hollow", "Cedar Point"]) page(<Kept name={name} rating={4} />);
    expect(drawn).toEqual(["Alder Bluff", "Birch Hollow", "Cedar Point"]);
    expect(store.size.parts).toBe(0);
  });

  it("other props, such as a clinic's edited rating, draw the part anew", async () => {
    const { Card } = countedCard();
    const { Kept, page } = await keptWithStore(Card);
    for (let showing = 0; showing < 3; showing++) page(<Kept name="Alder Bluff" rating={4} />);
    expect(page(<Kept name="Alder Bluff" rating={5} />)).toBe(
      "<x-kept><p>Alder Bluff<!-- --> is rated <!-- -->5</p></x-kept>",
    );
    expect(page(<Kept name="Alder Bluff" rating={4} />)).toBe(GIVEN_AS_KEPT);
  });

  it("two parts on one page never share an id", async () => {
    function Section({ title }: { title: string }) {
      const id = useId();
      return <h2 id={id}>{title}</h2>;
    }
    const { Kept, page } = await keptWithStore(Section);
    const sections = (
      <>
        <Kept title="Overview" />
        <Kept title="Pricing" />
      </>
    );
    page(sections);
    page(sections);
    const html = page(sections);
    expect(html).not.toContain("<!-- -->");
    const ids = [...html.matchAll(/id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it("keeps at most its budget of HTML, dropping the part shown least recently", async () => {
    const { Card, drawn } = countedCard();
    // "<p>Alder Bluff is rated 4</p>" is 29 characters: room for two parts.
    const { store, Kept, page } = await keptWithStore(Card, { budget: 75 });
    const showTwice = (name: string) => {
      page(<Kept name={name} rating={4} />);
      page(<Kept name={name} rating={4} />);
    };
    showTwice("Alder Bluff");
    showTwice("Birch Hollow");
    page(<Kept name="Alder Bluff" rating={4} />);
    showTwice("Cedar Point");
    expect(store.size).toEqual({ parts: 2, characters: 29 + 29 });

    drawn.length = 0;
    // Alder Bluff was shown after Birch Hollow: it is still kept, and Birch Hollow was dropped.
    page(<Kept name="Alder Bluff" rating={4} />);
    expect(drawn).toEqual([]);
    page(<Kept name="Birch Hollow" rating={4} />);
    expect(drawn).toEqual(["Birch Hollow"]);
  });

  it("remembers a bounded number of parts shown once", async () => {
    const { Card, drawn } = countedCard();
    const { store, Kept, page } = await keptWithStore(Card, { shownOnceLimit: 2 });
    for (const name of ["Alder Bluff", "Birch Hollow", "Cedar Point"]) page(<Kept name={name} rating={4} />);
    // Alder Bluff was forgotten to make room for Cedar Point: its next showing counts as its first.
    page(<Kept name="Alder Bluff" rating={4} />);
    page(<Kept name="Cedar Point" rating={4} />);
    expect(store.size.parts).toBe(1);
    expect(drawn.filter((name) => name === "Cedar Point")).toHaveLength(3);
  });

  it("a part that cannot be drawn on its own is not kept, and the pages that show it still draw it", async () => {
    const Theme = createContext<string | null>(null);
    function Badge({ label }: { label: string }) {
      const theme = use(Theme);
      if (theme === null) throw new Error("drawn outside the page");
      return <span className={theme}>{label}</span>;
    }
    const { store, Kept, page } = await keptWithStore(Badge);
    const badge = (
      <Theme value="dark">
        <Kept label="Verified" />
      </Theme>
    );
    for (let showing = 0; showing < 3; showing++) {
      expect(page(badge)).toBe('<x-kept><span class="dark">Verified</span></x-kept>');
    }
    expect(store.size.parts).toBe(0);
  });

  it("without a store, every page draws its parts itself", async () => {
    const { Card, drawn } = countedCard();
    const Kept = keptAsDrawn(async () => Card);
    await keptPartsLoaded();
    for (let showing = 0; showing < 3; showing++) renderToString(<Kept name="Alder Bluff" rating={4} />);
    expect(drawn).toHaveLength(3);
  });
});
