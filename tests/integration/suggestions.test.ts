import { beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { action, loader } from "../../app/routes/suggest-edit.tsx";
import { upsertClinics } from "../../app/server/clinics/write.server.ts";
import { signFormTime } from "../../app/server/suggestions/form-token.server.ts";
import { SuggestionSendLimit } from "../../app/server/suggestions/send-limit.server.ts";
import {
  openSuggestion,
  openSuggestionsByClinic,
  resolveSuggestion,
} from "../../app/server/suggestions/store.server.ts";
import {
  ALREADY_SENT_MESSAGE,
  LIMITED_MESSAGE,
  STALE_MESSAGE,
  submitSuggestion,
  TOO_FAST_MESSAGE,
} from "../../app/server/suggestions/submit.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const NOW = new Date("2026-11-24T10:00:00Z");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describeOnEveryDialect("visitors' corrections on %s", (database) => {
  let services: AppServices;
  let clinicId: number;
  let otherId: number;

  beforeAll(async () => {
    services = servicesFor(database);
    await upsertClinics(database.db, [
      makeClinic({ slug: "austin-mens-health" }),
      makeClinic({ slug: "other" }),
    ]);
    const rows = await database.db.selectFrom("clinics").select(["id", "slug"]).orderBy("slug").execute();
    clinicId = Number(rows.find((row) => row.slug === "austin-mens-health")?.id);
    otherId = Number(rows.find((row) => row.slug === "other")?.id);
  });

  const submit = (
    fields: Record<string, string>,
    options: { id?: number; limit?: SuggestionSendLimit } = {},
  ) =>
    submitSuggestion({
      db: database.db,
      clinicId: options.id ?? clinicId,
      form: form(fields),
      client: "203.0.113.7",
      limit: options.limit ?? new SuggestionSendLimit(),
      secret: undefined,
      now: NOW,
    });
  const shown = (seconds: number, id = clinicId) => signFormTime(id, NOW.getTime() - seconds * 1000);

  it("stores a valid correction with its clinic and time, and nothing about the sender's connection", async () => {
    const outcome = await submit({
      shown: shown(20),
      website: "",
      kind: "phone",
      correction: "It is (512) 555-0100 now",
      email: "reader@example.com",
    });
    expect(outcome).toEqual({ kind: "sent" });
    const rows = await database.db.selectFrom("suggestions").selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.anything(),
        clinic_id: clinicId,
        kind: "phone",
        correction: "It is (512) 555-0100 now",
        email: "reader@example.com",
        status: "open",
        created_at: NOW.toISOString(),
        resolved_at: null,
        resolved_by: null,
        form_instance: expect.stringMatching(/^[\w-]{16}$/),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain("203.0.113.7");
  });

  it("stores nothing from a filled honeypot, a too-quick or stale form, or invalid fields", async () => {
    const before = (await database.db.selectFrom("suggestions").select("id").execute()).length;
    expect(await submit({ shown: shown(20), website: "http://spam.example", kind: "closed" })).toEqual({
      kind: "sent",
    });
    expect(await submit({ shown: shown(1), kind: "closed" })).toMatchObject({ message: TOO_FAST_MESSAGE });
    expect(await submit({ shown: shown(20, otherId), kind: "closed" })).toMatchObject({
      message: STALE_MESSAGE,
    });
    expect(await submit({ kind: "closed" })).toMatchObject({ message: STALE_MESSAGE });
    expect(await submit({ shown: shown(20), kind: "other", email: "nope" })).toEqual({
      kind: "invalid",
      errors: {
        correction: "Say what is wrong with this listing.",
        email: "Enter an e-mail address such as name@example.com, or leave it empty.",
      },
      values: { kind: "other", correction: "", email: "nope" },
    });
    expect((await database.db.selectFrom("suggestions").select("id").execute()).length).toBe(before);
  });

  it("takes one suggestion from one showing of the form: its token cannot be sent again, by anyone", async () => {
    const [{ last } = { last: 0 }] = await database.db
      .selectFrom("suggestions")
      .select((eb) => eb.fn.coalesce(eb.fn.max("id"), eb.lit(0)).as("last"))
      .execute();
    const token = shown(20);
    expect(await submit({ shown: token, kind: "closed" })).toEqual({ kind: "sent" });
    expect(await submit({ shown: token, kind: "hours", correction: "Closed on Fridays" })).toMatchObject({
      kind: "refused",
      message: ALREADY_SENT_MESSAGE,
    });
    const once = shown(30);
    const sentAtOnce = await Promise.all([1, 2, 3].map(() => submit({ shown: once, kind: "price" })));
    expect(sentAtOnce.filter((outcome) => outcome.kind === "sent")).toHaveLength(1);
    // Out of the way of the tests that count suggestions.
    await database.db.deleteFrom("suggestions").where("id", ">", Number(last)).execute();
  });

  it("refuses a client's corrections past its hourly share", async () => {
    const limit = new SuggestionSendLimit({ perHour: 1 });
    expect(await submit({ shown: shown(20), kind: "closed" }, { limit })).toEqual({ kind: "sent" });
    expect(await submit({ shown: shown(20), kind: "hours" }, { limit })).toMatchObject({
      kind: "refused",
      message: LIMITED_MESSAGE,
    });
  });

  it("lists open suggestions by clinic, oldest first, and closes them once", async () => {
    await submit({ shown: shown(20, otherId), kind: "price", correction: "$99 a month" }, { id: otherId });
    const inbox = await openSuggestionsByClinic(database.db);
    expect(inbox.map((group) => [group.clinicSlug, group.suggestions.map((s) => s.kind)])).toEqual([
      ["austin-mens-health", ["phone", "closed"]],
      ["other", ["price"]],
    ]);
    const first = inbox[0]?.suggestions[0]?.id as number;
    expect(await openSuggestion(database.db, first)).toMatchObject({ clinicId, kind: "phone" });
    const by = { email: "ops@example.com" };
    expect(await resolveSuggestion(database.db, first, "dismissed", NOW, by)).toBe(true);
    expect(await resolveSuggestion(database.db, first, "applied", NOW, by)).toBe(false);
    expect(await openSuggestion(database.db, first)).toBeNull();
    const after = await openSuggestionsByClinic(database.db);
    expect(after[0]?.suggestions.map((s) => s.kind)).toEqual(["closed"]);
  });

  it("the page's loader and action answer for a listed clinic and 404 for any other", async () => {
    const context = routerContext(services);
    const loaded = await loader({
      params: { slug: "austin-mens-health" },
      context,
      request: new Request("https://trt.example.org/clinic/austin-mens-health/suggest-edit"),
    } as never);
    expect(loaded.clinic).toEqual(expect.objectContaining({ slug: "austin-mens-health" }));
    expect(loaded.formTime).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);

    await expect(
      loader({ params: { slug: "no-such-clinic" }, context, request: new Request("https://x/") } as never),
    ).rejects.toMatchObject({ init: { status: 404 } });

    const request = new Request("https://trt.example.org/clinic/austin-mens-health/suggest-edit", {
      method: "POST",
      body: form({ shown: loaded.formTime, kind: "nonsense" }),
    });
    const answer = await action({ params: { slug: "austin-mens-health" }, context, request } as never);
    // Sent at once after loading: the time check answers before the fields are looked at.
    expect(answer).toMatchObject({ data: { sent: false, message: TOO_FAST_MESSAGE }, init: { status: 400 } });
  });

  it("deleting a clinic deletes its suggestions", async () => {
    await database.db.deleteFrom("clinics").where("id", "=", otherId).execute();
    const rows = await database.db.selectFrom("suggestions").select("clinic_id").execute();
    expect(rows.map((row) => Number(row.clinic_id))).not.toContain(otherId);
  });
});
