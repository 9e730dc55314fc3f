import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, toPublicConfig } from "./config.server.ts";

function refusal(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error("configuration was accepted");
}

describe("loadConfig", () => {
  it("gives working defaults for local use", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SITE_NAME).toBe("TRT Clinic Finder");
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBe("sqlite:data/trt-clinics.db");
    expect(config.LOG_LEVEL).toBe("info");
  });

  it("keeps the public contact, privacy and partnerships addresses apart", () => {
    expect(loadConfig({})).toMatchObject({
      CONTACT_EMAIL: "contact@example.com",
      PRIVACY_EMAIL: "privacy@example.com",
      PARTNERSHIPS_EMAIL: "partnerships@example.com",
    });
    expect(
      loadConfig({
        CONTACT_EMAIL: "hello@trt.example.org",
        PRIVACY_EMAIL: "dpo@trt.example.org",
        PARTNERSHIPS_EMAIL: "sales@trt.example.org",
      }),
    ).toMatchObject({
      CONTACT_EMAIL: "hello@trt.example.org",
      PRIVACY_EMAIL: "dpo@trt.example.org",
      PARTNERSHIPS_EMAIL: "sales@trt.example.org",
    });
  });

  it("points SITE_URL at the chosen port when it is not set", () => {
    expect(loadConfig({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", SITE_URL: "https://trt.example.org" }).SITE_URL).toBe(
      "https://trt.example.org",
    );
  });

  it("reads every variable and drops a trailing slash from URLs", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://trt.example.org/",
      SITE_NAME: "Finder",
      PARTNERSHIPS_EMAIL: "team@example.org",
      AFFILIATE_KIT_URL: "https://shop.example.org/kit",
      MAP_TILE_URL: "https://tiles.example.org/{z}/{x}/{y}.png",
      MAP_ATTRIBUTION: "Tiles by Example",
      DATABASE_URL: "postgres://127.0.0.1:5432/test",
      LOG_LEVEL: "warn",
    });
    expect(config).toMatchObject({ PORT: 8080, HOST: "127.0.0.1", SITE_URL: "https://trt.example.org" });
    expect(config.DATABASE_URL).toBe("postgres://127.0.0.1:5432/test");
  });

  it("treats an empty value as unset", () => {
    expect(loadConfig({ PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.org"],
    ["PARTNERSHIPS_EMAIL", "nobody"],
    ["CONTACT_EMAIL", "contact@"],
    ["PRIVACY_EMAIL", "privacy at example.org"],
    ["AFFILIATE_KIT_URL", "javascript:alert(1)"],
    ["MAP_TILE_URL", "https://tiles.example.org/tile.png"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["LOG_LEVEL", "loud"],
    ["NODE_ENV", "staging"],
  ])("refuses %s=%s and names the variable", (variable, value) => {
    const error = refusal({ [variable]: value });
    expect(error.issues.map((issue) => issue.variable)).toEqual([variable]);
    expect(error.message).toContain(variable);
  });

  it("reports every invalid variable at once", () => {
    const error = refusal({ PORT: "x", LOG_LEVEL: "y" });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(["LOG_LEVEL", "PORT"]);
  });
});

describe("PART_CACHE_MB", () => {
  it("keeps 16 MB of parts' HTML unless set; 0 keeps none", () => {
    expect(loadConfig({}).PART_CACHE_MB).toBe(16);
    expect(loadConfig({ PART_CACHE_MB: "0" }).PART_CACHE_MB).toBe(0);
    expect(refusal({ PART_CACHE_MB: "-1" }).issues.map((issue) => issue.variable)).toEqual(["PART_CACHE_MB"]);
    expect(refusal({ PART_CACHE_MB: "lots" }).issues.map((issue) => issue.variable)).toEqual([
      "PART_CACHE_MB",
    ]);
  });
});

describe("WEB_CONCURRENCY", () => {
  it("is one process per core unless set", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "8" }).WEB_CONCURRENCY).toBe(8);
  });

  it("refuses what is not a whole number of processes, and says why", () => {
    for (const [value, message] of [
      ["0", "must be at least 1 (1: one process, no primary)"],
      ["2.5", "must be a whole number of processes"],
      ["auto", "must be a whole number of processes"],
      ["1000", "must be at most 256"],
    ]) {
      expect(refusal({ WEB_CONCURRENCY: value as string }).issues).toEqual([
        { variable: "WEB_CONCURRENCY", message },
      ]);
    }
  });
});

describe("mail settings", () => {
  it("default to the outbox, and take an SMTP URL or a named sender", () => {
    const defaults = loadConfig({});
    expect(defaults.SMTP_URL).toBeUndefined();
    expect(defaults.MAIL_OUTBOX_DIR).toBe("data/outbox");
    const set = loadConfig({
      SMTP_URL: "smtps://u:p@smtp.example.com:465",
      MAIL_FROM: "Ops <ops@example.com>",
    });
    expect(set.SMTP_URL).toBe("smtps://u:p@smtp.example.com:465");
    expect(set.MAIL_FROM).toBe("Ops <ops@example.com>");
  });

  it("refuse an SMTP URL of another scheme and a sender that is no address", () => {
    const error = refusal({ SMTP_URL: "https://smtp.example.com", MAIL_FROM: "Ops", SMTP_PORT: "0" });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      "MAIL_FROM",
      "SMTP_PORT",
      "SMTP_URL",
    ]);
  });
});

describe("toPublicConfig", () => {
  it("exposes only values meant for the browser", () => {
    const exposed = toPublicConfig(loadConfig({ DATABASE_URL: "postgres://user:secret@db/x" }));
    expect(JSON.stringify(exposed)).not.toContain("secret");
    expect(Object.keys(exposed).sort()).toEqual([
      "affiliateKitUrl",
      "mapAttribution",
      "mapTileUrl",
      "partnershipsEmail",
      "siteName",
      "siteUrl",
    ]);
  });
});
