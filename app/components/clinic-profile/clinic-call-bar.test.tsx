import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sampleClinic } from "../../../tests/support/sample-clinic.ts";
import { ClinicCallBar } from "./clinic-call-bar.tsx";

function links(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((match) => ({
    href: match[1] ?? "",
    text: (match[2] ?? "").replace(/<[^>]+>/g, "").trim(),
  }));
}

describe("the clinic page's call bar", () => {
  it("offers Call as a tel: link and Directions", () => {
    const clinic = sampleClinic({ name: "Example Men's Clinic", phone: "(512) 555-0100" });
    const found = links(renderToStaticMarkup(<ClinicCallBar clinic={clinic} />));
    expect(found.map((link) => link.href.split(":")[0])).toEqual(["tel", "https"]);
    expect(found[0]).toEqual({
      href: "tel:+15125550100",
      text: "Call Example Men&#x27;s Clinic at (512) 555-0100",
    });
    expect(found[1]?.text).toMatch(/^Directions to Example Men/);
  });

  it("offers only Directions when the clinic publishes no phone", () => {
    const found = links(renderToStaticMarkup(<ClinicCallBar clinic={sampleClinic({ phone: null })} />));
    expect(found).toHaveLength(1);
    expect(found[0]?.text).toMatch(/^Directions/);
  });

  it("is shown below 768 px only", () => {
    const html = renderToStaticMarkup(<ClinicCallBar clinic={sampleClinic()} />);
    expect(html).toMatch(/class="[^"]*\bmd:hidden\b/);
    expect(html).toMatch(/class="[^"]*\bsticky bottom-0\b/);
  });

  it("stops sticking in a short window (400% zoom)", () => {
    const html = renderToStaticMarkup(<ClinicCallBar clinic={sampleClinic()} />);
    expect(html).toMatch(/class="[^"]*\bshort-window:static\b/);
  });
});
