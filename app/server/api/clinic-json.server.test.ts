import { describe, expect, it } from "vitest";
import type { Clinic } from "../../domain/clinic.ts";
import { clinicMatchesBody } from "./clinic-json.server.ts";

const clinic = {
  id: 7,
  slug: "a",
  name: 'Quote " and \\ backslash',
  services: [{ id: "testosterone-injections", name: "Testosterone Injections", description: null }],
  hoursOfOperation: {},
} as unknown as Clinic;
const other = { ...clinic, id: 8 };

describe("clinicMatchesBody", () => {
  it("writes exactly what JSON.stringify writes for the clinics with distance added", () => {
    const body = clinicMatchesBody([
      { clinic, distance: 12.3 },
      { clinic: other, distance: null },
      { clinic, distance: 0 },
    ]);
    expect(body.text).toBe(
      JSON.stringify([{ ...clinic, distance: 12.3 }, other, { ...clinic, distance: 0 }]),
    );
    expect(body.byteLength).toBe(Buffer.byteLength(body.text));
  });

  it("writes an empty page as []", () => {
    expect(clinicMatchesBody([]).text).toBe("[]");
  });

  it("gives the same weak ETag to the same page and a different one when any clinic, order or distance differs", () => {
    const etag = (matches: Parameters<typeof clinicMatchesBody>[0]) => clinicMatchesBody(matches).etag;
    const page = etag([
      { clinic, distance: 1 },
      { clinic: other, distance: 2 },
    ]);
    expect(page).toMatch(/^W\/"p[\w-]+"$/);
    expect(
      etag([
        { clinic, distance: 1 },
        { clinic: other, distance: 2 },
      ]),
    ).toBe(page);
    const variants = [
      etag([
        { clinic: other, distance: 2 },
        { clinic, distance: 1 },
      ]),
      etag([
        { clinic, distance: 1 },
        { clinic: other, distance: 2.1 },
      ]),
      etag([
        { clinic, distance: 1 },
        { clinic: other, distance: null },
      ]),
      etag([
        { clinic, distance: 1 },
        { clinic: { ...other, name: "Renamed" }, distance: 2 },
      ]),
      etag([{ clinic, distance: 1 }]),
    ];
    expect(new Set([page, ...variants]).size).toBe(variants.length + 1);
  });
});
