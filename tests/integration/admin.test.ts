import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveAdmin } from "../../app/server/admin/accounts.server.ts";
import { auditOf } from "../../app/server/admin/audit.server.ts";
import {
  loadClinic,
  removeClinic,
  saveClinic,
  toggleClinic,
} from "../../app/server/admin/clinic-admin.server.ts";
import {
  type ClinicFormValues,
  emptyFormValues,
  formValuesOf,
} from "../../app/server/admin/clinic-form.server.ts";
import { listClinics, parseClinicListQuery } from "../../app/server/admin/clinic-list.server.ts";
import { lockoutKeys, recordFailure } from "../../app/server/admin/lockout.server.ts";
import { readSession } from "../../app/server/admin/sessions.server.ts";
import { type BurstAlert, signIn } from "../../app/server/admin/sign-in.server.ts";
import { dataVersionReader } from "../../app/server/db/data-version.server.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../support/databases.ts";

const policy = { idleMinutes: 30, maxHours: 12 };
const PASSWORD = "correct horse battery";
const noZips = { zip: () => undefined };
const editor = { email: "ops@example.com" };
const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

function clinicForm(overrides: Partial<ClinicFormValues> = {}): ClinicFormValues {
  return {
    ...emptyFormValues(),
    name: "Lakeside Men's Health",
    addressLine1: "100 Congress Ave",
    city: "Austin",
    state: "TX",
    zipCode: "78701",
    latitude: "30.2672",
    longitude: "-97.7431",
    phone: "(512) 555-0142",
    source: "admin test",
    ...overrides,
  };
}

describe.each(DIALECTS)("admin area on %s", (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await saveAdmin(database.db, "Ops@Example.com", PASSWORD);
  });

  afterAll(async () => {
    await database?.drop();
  });

  describe("sessions", () => {
    it("signs in, keeps only a digest of the token, and ends after 30 idle minutes", async () => {
      const start = new Date("2026-11-24T08:00:00Z");
      const result = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: "203.0.113.9",
        policy,
        now: start,
      });
      if (!result.ok) throw new Error("sign-in failed");
      const stored = await database.db.selectFrom("admin_sessions").selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(result.token);

      const active = await readSession(database.db, result.token, policy, minutes(start, 29));
      expect(active).toMatchObject({ email: "ops@example.com", csrfToken: result.csrfToken });
      expect(await readSession(database.db, result.token, policy, minutes(start, 58))).not.toBeNull();
      expect(await readSession(database.db, result.token, policy, minutes(start, 89))).toBeNull();
      expect(await readSession(database.db, result.token, policy, minutes(start, 60))).toBeNull();
    });

    it("ends 12 hours after sign-in however busy", async () => {
      const start = new Date("2026-11-24T08:00:00Z");
      const result = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: null,
        policy,
        now: start,
      });
      if (!result.ok) throw new Error("sign-in failed");
      for (let minute = 20; minute < 12 * 60; minute += 20) {
        expect(await readSession(database.db, result.token, policy, minutes(start, minute))).not.toBeNull();
      }
      expect(await readSession(database.db, result.token, policy, minutes(start, 12 * 60))).toBeNull();
    });

    it("ends every session when the password is changed", async () => {
      const result = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: null,
        policy,
      });
      if (!result.ok) throw new Error("sign-in failed");
      await saveAdmin(database.db, "ops@example.com", PASSWORD);
      expect(await readSession(database.db, result.token, policy)).toBeNull();
    });
  });

  describe("throttling failed sign-ins", () => {
    it("counts each attempt before checking its password: a burst gets no more checks than the throttle allows", async () => {
      const now = new Date("2026-11-24T07:00:00Z");
      const attempt = () =>
        signIn(database.db, {
          email: "burst@example.com",
          password: "wrong password!",
          client: "203.0.113.50",
          policy,
          now,
        });
      const results = await Promise.all(Array.from({ length: 30 }, attempt));
      expect(results.every((result) => !result.ok)).toBe(true);
      // Each attempt whose password is checked was counted first: five free attempts, and the sixth is checked
      // and starts the wait; the other 24 wait unchecked and count for nothing.
      const pair = lockoutKeys("burst@example.com", "203.0.113.50").find((key) => key.role === "pair");
      const row = await database.db
        .selectFrom("admin_sign_in_failures")
        .select("failures")
        .where("key", "=", pair?.key ?? "")
        .executeTakeFirstOrThrow();
      expect(Number(row.failures)).toBe(6);
    });

    it("locks an account after five failures, even for the right password, and says the same for unknown addresses", async () => {
      const now = new Date("2026-11-24T09:00:00Z");
      for (const email of ["ops@example.com", "nobody@example.com"]) {
        for (let i = 0; i < 5; i++) {
          const wrong = await signIn(database.db, {
            email,
            password: "wrong password!",
            client: null,
            policy,
            now,
          });
          expect(wrong).toEqual({ ok: false, reason: "invalid" });
        }
        const sixth = await signIn(database.db, {
          email,
          password: "wrong password!",
          client: null,
          policy,
          now,
        });
        expect(sixth).toEqual({ ok: false, reason: "locked", retryAfterSeconds: 60 });
      }
      const right = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: null,
        policy,
        now,
      });
      expect(right).toMatchObject({ ok: false, reason: "locked" });
      const later = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: null,
        policy,
        now: minutes(now, 2),
      });
      expect(later.ok).toBe(true);
      const keys = (await database.db.selectFrom("admin_sign_in_failures").select("key").execute()).map(
        (r) => r.key,
      );
      expect(keys.join()).not.toMatch(/example\.com/);
    });

    it("locks a client that tries many addresses", async () => {
      const now = new Date("2026-11-24T10:00:00Z");
      for (let i = 0; i < 21; i++) {
        await signIn(database.db, {
          email: `guess${i}@example.com`,
          password: "nope nope nope",
          client: "198.51.100.4",
          policy,
          now,
        });
      }
      const next = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: "198.51.100.4",
        policy,
        now,
      });
      expect(next).toMatchObject({ ok: false, reason: "locked" });
      const other = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: "198.51.100.5",
        policy,
        now,
      });
      expect(other.ok).toBe(true);
    });
  });

  describe("nobody can keep an operator out", () => {
    it("1,000 wrong attempts from other addresses never stop the right password from a clean client", async () => {
      const now = new Date("2026-11-25T09:00:00Z");
      const alerts: number[] = [];
      // Through the whole sign-in for a few (the password checked each time), then as the same failures recorded.
      for (let i = 0; i < 5; i++) {
        const wrong = await signIn(database.db, {
          email: "ops@example.com",
          password: "guess guess guess",
          client: `198.18.0.${i}`,
          policy,
          now,
          onBurst: ({ failures }) => alerts.push(failures),
        });
        expect(wrong).toEqual({ ok: false, reason: "invalid" });
      }
      for (let i = 5; i < 1000; i++) {
        await recordFailure(database.db, lockoutKeys("ops@example.com", `198.18.${i >> 8}.${i & 255}`), now);
      }
      // An address that has just failed waits, and is told for how long.
      const attacker = await signIn(database.db, {
        email: "ops@example.com",
        password: "guess guess guess",
        client: "198.18.0.1",
        policy,
        now,
      });
      expect(attacker).toMatchObject({ ok: false, reason: "locked" });
      expect(
        attacker.ok === false && attacker.reason === "locked" && attacker.retryAfterSeconds,
      ).toBeGreaterThan(0);
      // The operator, from an address with no failures, gets in.
      const operator = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: "203.0.113.50",
        policy,
        now,
      });
      expect(operator.ok).toBe(true);
      expect(alerts).toEqual([]);
      // A thousand recorded failures, each its own transaction.
    }, 60_000);

    it("a device that signed in before passes its busy office address's throttle, not its own pair's", async () => {
      const now = new Date("2026-11-25T11:00:00Z");
      const office = "192.0.2.77";
      const first = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: office,
        policy,
        now,
      });
      if (!first.ok) throw new Error("sign-in failed");
      // Colleagues behind the same address mistype other accounts until the address waits.
      for (let i = 0; i < 21; i++) {
        await signIn(database.db, {
          email: `colleague${i}@example.com`,
          password: "typo typo typo",
          client: office,
          policy,
          now,
        });
      }
      const stranger = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: office,
        policy,
        now,
      });
      expect(stranger).toMatchObject({ ok: false, reason: "locked" });
      const known = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: office,
        policy,
        now,
        device: first.device,
      });
      expect(known.ok).toBe(true);
      // A forged or another account's token is no known device.
      const forged = await signIn(database.db, {
        email: "ops@example.com",
        password: PASSWORD,
        client: office,
        policy,
        now,
        device: `${first.device.split(".")[0]}.forged`,
      });
      expect(forged).toMatchObject({ ok: false, reason: "locked" });
    });

    it("tells the operator once when an account's failures reach the ceiling, and again when they double", async () => {
      const now = new Date("2026-11-25T13:00:00Z");
      const alerts: Parameters<BurstAlert>[0][] = [];
      const attempt = async (email: string, i: number) =>
        signIn(database.db, {
          email,
          password: "guess guess guess",
          client: `198.19.0.${i}`,
          policy,
          now,
          onBurst: (burst) => alerts.push(burst),
        });
      // Whole sign-ins (each a real password check) around the ceiling and its double; failures in between
      // recorded as such.
      for (let i = 0; i < 100; i++) {
        if ((i >= 47 && i < 52) || i >= 97) await attempt("target@example.com", i);
        else await recordFailure(database.db, lockoutKeys("target@example.com", `198.19.0.${i}`), now);
      }
      // No account has this address: the log is told, and nobody is e-mailed.
      expect(alerts).toEqual([
        { failures: 50, account: null, step: "password" },
        { failures: 100, account: null, step: "password" },
      ]);

      await saveAdmin(database.db, "watched@example.com", PASSWORD);
      alerts.length = 0;
      for (let i = 0; i < 50; i++) {
        if (i === 49) await attempt("watched@example.com", 200);
        else await recordFailure(database.db, lockoutKeys("watched@example.com", `198.20.0.${i}`), now);
      }
      expect(alerts).toEqual([{ failures: 50, account: "watched@example.com", step: "password" }]);
    });
  });

  describe("clinic edits", () => {
    let id: number;

    it("adds a clinic through the import's checks, with an audit entry, and moves the data version", async () => {
      const version = dataVersionReader(database.db);
      const before = await version();
      const invalid = await saveClinic(database.db, {
        id: null,
        values: clinicForm({ zipCode: "787", phone: "call us", verified: "true" }),
        loaded: null,
        version: null,
        editor,
        zips: noZips,
      });
      expect(invalid).toEqual({
        status: "invalid",
        errors: {
          zipCode: ["must be a 5-digit ZIP code"],
          phone: ["must be a US phone number such as (512) 555-0142"],
          lastVerifiedAt: ["is required when verified is true: the date the listing was checked"],
        },
      });
      const saved = await saveClinic(database.db, {
        id: null,
        values: clinicForm(),
        loaded: null,
        version: null,
        editor,
        zips: noZips,
      });
      if (saved.status !== "saved") throw new Error(JSON.stringify(saved));
      id = saved.id;
      expect((await loadClinic(database.db, id))?.clinic.slug).toBe("lakeside-mens-health-austin");
      expect(await version()).toBeGreaterThan(before);
      const [entry] = await auditOf(database.db, id);
      expect(entry).toMatchObject({ action: "create", adminEmail: "ops@example.com" });
    });

    it("records who changed which fields from what to what", async () => {
      const stored = await loadClinic(database.db, id);
      if (!stored) throw new Error("missing");
      const loaded = formValuesOf(stored.clinic);
      const result = await saveClinic(database.db, {
        id,
        values: { ...loaded, phone: "512-555-0199", city: "Round Rock", zipCode: "78664" },
        loaded,
        version: stored.version,
        editor,
        zips: noZips,
      });
      expect(result.status).toBe("saved");
      const [entry] = await auditOf(database.db, id);
      expect(entry?.action).toBe("update");
      expect(entry?.changes).toEqual([
        { field: "city", before: "Austin", after: "Round Rock" },
        { field: "zipCode", before: "78701", after: "78664" },
        { field: "phone", before: "(512) 555-0142", after: "(512) 555-0199" },
      ]);
    });

    it("refuses a form loaded before a newer change and says what changed", async () => {
      const stored = await loadClinic(database.db, id);
      if (!stored) throw new Error("missing");
      const loaded = formValuesOf(stored.clinic);
      const first = await saveClinic(database.db, {
        id,
        values: { ...loaded, website: "https://lakeside.example.com" },
        loaded,
        version: stored.version,
        editor: { email: "colleague@example.com" },
        zips: noZips,
        now: new Date(Date.now() + 1000),
      });
      expect(first.status).toBe("saved");
      const stale = await saveClinic(database.db, {
        id,
        values: { ...loaded, name: "Lakeside Health" },
        loaded,
        version: stored.version,
        editor,
        zips: noZips,
      });
      if (stale.status !== "conflict") throw new Error(JSON.stringify(stale));
      expect(stale.conflict.changes).toEqual([
        { field: "website", loaded: "", current: "https://lakeside.example.com" },
      ]);
      expect(stale.conflict.lastChange?.by).toBe("colleague@example.com");
      expect((await loadClinic(database.db, id))?.clinic.name).toBe("Lakeside Men's Health");
    });

    it("verifies with today's date, features, and lists by verified and featured", async () => {
      const now = new Date();
      const stored = await loadClinic(database.db, id);
      const verified = await toggleClinic(database.db, {
        id,
        toggle: "verify",
        version: stored?.version ?? "",
        editor,
        zips: noZips,
        now,
      });
      expect(verified.status).toBe("saved");
      const after = await loadClinic(database.db, id);
      expect(after?.clinic).toMatchObject({
        verified: true,
        lastVerifiedAt: `${now.toISOString().slice(0, 10)}T00:00:00.000Z`,
      });
      await toggleClinic(database.db, {
        id,
        toggle: "feature",
        version: after?.version ?? "",
        editor,
        zips: noZips,
      });
      const list = await listClinics(
        database.db,
        parseClinicListQuery(new URLSearchParams("verified=yes&featured=yes&state=tx&name=lakeside")),
      );
      expect(list.rows.map((row) => row.id)).toEqual([id]);
      const none = await listClinics(
        database.db,
        parseClinicListQuery(new URLSearchParams("verified=no&name=lakeside")),
      );
      expect(none.total).toBe(0);
    });

    it("removes a clinic and keeps its history", async () => {
      const stored = await loadClinic(database.db, id);
      const removed = await removeClinic(database.db, { id, version: stored?.version ?? "", editor });
      expect(removed).toEqual({ status: "removed", name: "Lakeside Men's Health" });
      expect(await loadClinic(database.db, id)).toBeNull();
      const actions = (await auditOf(database.db, id)).map((entry) => entry.action);
      expect(actions).toEqual(["delete", "feature", "verify", "update", "update", "create"]);
    });
  });
});
