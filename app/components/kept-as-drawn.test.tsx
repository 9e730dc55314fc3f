import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keptAsDrawn, keptPartsLoaded } from "./kept-as-drawn.tsx";

function Greeting({ name }: { name: string }) {
  return <p>{`Hello ${name}`}</p>;
}

describe("keptAsDrawn on the server", () => {
  it("draws the part inside its element once the server has loaded it, and loads its module once", async () => {
    let loads = 0;
    const KeptGreeting = keptAsDrawn(async () => {
      loads += 1;
      return Greeting;
    });
    await keptPartsLoaded();
    expect(renderToString(<KeptGreeting name="Austin" />)).toBe("<x-kept><p>Hello Austin</p></x-kept>");
    await KeptGreeting.load();
    expect(renderToString(<KeptGreeting name="Dallas" />)).toBe("<x-kept><p>Hello Dallas</p></x-kept>");
    expect(loads).toBe(1);
  });

  it("settles when a part fails to load, and the page that draws it fails instead of drawing it empty", async () => {
    const KeptBroken = keptAsDrawn<{ name: string }>(() => Promise.reject(new Error("missing chunk")));
    await expect(keptPartsLoaded()).resolves.toBeDefined();
    expect(() => renderToString(<KeptBroken name="Austin" />)).toThrow();
  });
});
