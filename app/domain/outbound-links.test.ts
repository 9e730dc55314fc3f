import { describe, expect, it } from "vitest";
import {
  directionsHref,
  directionsToPointHref,
  outboundLinkProps,
  telHref,
  websiteHref,
  websiteLabel,
} from "./outbound-links.ts";

describe("telHref", () => {
  it("dials US numbers with the country code, however they are written", () => {
    expect(telHref("(210) 555-0177")).toBe("tel:+12105550177");
    expect(telHref("210.555.0177")).toBe("tel:+12105550177");
    expect(telHref("1-800-555-0100")).toBe("tel:+18005550100");
    expect(telHref("+1 (800) 555-0100")).toBe("tel:+18005550100");
  });

  it("keeps other international numbers as dialled", () => {
    expect(telHref("+44 20 7946 0000")).toBe("tel:+442079460000");
  });
});

describe("directions", () => {
  it("searches the maps service for the full address, else the street, city and state", () => {
    expect(
      directionsHref({
        address: "2150 Cedar Ridge Blvd, Suite 210, Austin, TX 78701",
        addressLine1: "2150 Cedar Ridge Blvd",
        city: "Austin",
        state: "TX",
      }),
    ).toBe(
      "https://www.google.com/maps/search/?api=1&query=2150%20Cedar%20Ridge%20Blvd%2C%20Suite%20210%2C%20Austin%2C%20TX%2078701",
    );
    expect(
      directionsHref({ address: " ", addressLine1: "2150 Cedar Ridge Blvd", city: "Austin", state: "TX" }),
    ).toBe("https://www.google.com/maps/search/?api=1&query=2150%20Cedar%20Ridge%20Blvd%2C%20Austin%2C%20TX");
    expect(directionsHref({ addressLine1: "", city: "Austin", state: "TX" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Austin%2C%20TX",
    );
  });

  it("goes to a point", () => {
    expect(directionsToPointHref(30.2672, -97.7431)).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=30.2672%2C-97.7431",
    );
  });
});

describe("websites", () => {
  it("links only web addresses, reading a bare host as https", () => {
    expect(websiteHref("https://www.example.com/men/trt")).toBe("https://www.example.com/men/trt");
    expect(websiteHref("example.org")).toBe("https://example.org/");
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("  ")).toBeNull();
    expect(websiteHref("https://")).toBeNull();
  });

  it("shows the host without www, however long the address", () => {
    expect(
      websiteLabel(
        "https://www.austin-mens-health-and-hormone-optimization-center.example.com/locations/a?x=1",
      ),
    ).toBe("austin-mens-health-and-hormone-optimization-center.example.com");
    expect(websiteLabel("mailto:someone@example.com")).toBeNull();
  });

  it("opens every kind in a new tab with noopener; maps send no referrer; paid links are sponsored", () => {
    expect(outboundLinkProps("website")).toEqual({ target: "_blank", rel: "noopener" });
    expect(outboundLinkProps("maps")).toEqual({ target: "_blank", rel: "noopener noreferrer" });
    expect(outboundLinkProps("sponsored").rel).toBe("sponsored noopener");
  });
});
