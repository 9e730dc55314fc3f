// The visitor's half of claiming a clinic's listing (issue 34): the "Manage this listing" form and the claim's
// private page, through their loaders and actions as the server calls them, on both databases, with the e-mail
// written to an outbox folder of the test's own.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AppServices } from "../../app/context.ts";
import { MAX_CLAIM_NAME_LENGTH } from "../../app/domain/clinic-claims.ts";
import * as claimRoute from "../../app/routes/claim.tsx";
import * as formRoute from "../../app/routes/clinic-claim.tsx";
import { peerAddressContext } from "../../app/server/admin/client-identity.server.ts";
import {
  CODE_FORMAT_MESSAGE,
  UNKNOWN_LINK_MESSAGE,
  wrongCodeMessage,
} from "../../app/server/claims/claim-page.server.ts";
import { newClaimSendLimits } from "../../app/server/claims/claim-send-limit.server.ts";
import { issueClaimCode, requestClaim } from "../../app/server/claims/claims.server.ts";
import {
  ADDRESS_LIMITED_MESSAGE,
  CLIENT_LIMITED_MESSAGE,
  MAIL_FAILED_MESSAGE,
  submitClaim,
} from "../../app/server/claims/submit-claim.server.ts";
import { listOutbox } from "../../app/server/mail/outbox.server.ts";
import { signFormTime } from "../../app/server/suggestions/form-token.server.ts";
import { STALE_MESSAGE, TOO_FAST_MESSAGE } from "../../app/server/suggestions/submit.server.ts";
import { routerContext, servicesFor } from "../support/app-services.ts";
import { makeClinic } from "../support/clinic-fixtures.ts";
import { describeOnEveryDialect } from "../support/databases.ts";

const OWN_SITE = "austin-mens-health";
const NO_WEBSITE = "no-website-clinic";
const NO_WAY = "nothing-to-prove";
const OPERATOR = { email: "desk@example.com" };

/** What a route's `data(...)` answer holds: the payload and its status. */
interface Answered<T> {
  data: T;
  init: { status?: number } | null;
}

function form(fields: Record<string, string | Blob>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

function tokenIn(text: string): string {
  const match = /\/claim\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no claim link in:\n${text}`);
  return decodeURIComponent(match[1]);
}

describeOnEveryDialect(
  "claiming a listing, the visitor's half, on %s",
  {
    clinics: [
      makeClinic({
        slug: OWN_SITE,
        name: "Austin Men's Health",
        website: "https://www.austinmenshealth.example.com",
      }),
      makeClinic({ slug: NO_WEBSITE, name: "No Website Clinic", website: null }),
      makeClinic({
        slug: NO_WAY,
        name: "Facebook Only Clinic",
        website: "https://www.facebook.com/x",
        phone: null,
      }),
    ],
  },
  (database, dialect) => {
    const outbox = mkdtempSync(join(tmpdir(), `trt-claims-outbox-${dialect}-`));
    let services: AppServices;
    const ids: Record<string, number> = {};
    /** Each request its own client, so that the server's hourly share of claims never runs out in a test. */
    let client = 0;

    beforeAll(async () => {
      const base = servicesFor(database);
      services = { ...base, config: { ...base.config, MAIL_OUTBOX_DIR: outbox } };
      for (const row of await database.db.selectFrom("clinics").select(["id", "slug"]).execute()) {
        ids[row.slug] = Number(row.id);
      }
    });

    afterAll(() => {
      rmSync(outbox, { recursive: true, force: true });
    });

    function context() {
      const provider = routerContext(services);
      client += 1;
      provider.set(peerAddressContext, `198.51.100.${client % 250}`);
      return provider;
    }

    const shown = (slug: string, secondsAgo = 20) =>
      signFormTime(ids[slug] as number, Date.now() - secondsAgo * 1000, services.config.FORM_SECRET);

    async function loadForm(slug: string) {
      return formRoute.loader({
        params: { slug },
        context: context(),
        request: new Request(`https://trt.example.org/clinic/${slug}/claim`),
      } as never);
    }

    async function postClaim(slug: string, fields: Record<string, string | Blob>) {
      const request = new Request(`https://trt.example.org/clinic/${slug}/claim`, {
        method: "POST",
        body: form({ shown: shown(slug), website: "", ...fields }),
      });
      return (await formRoute.action({ params: { slug }, context: context(), request } as never)) as unknown;
    }

    async function loadClaim(token: string | null) {
      const query = token === null ? "" : `?token=${encodeURIComponent(token)}`;
      return (await claimRoute.loader({
        params: {},
        context: context(),
        request: new Request(`https://trt.example.org/claim${query}`),
      } as never)) as unknown as Answered<Awaited<ReturnType<typeof claimRoute.loader>>["data"]>;
    }

    async function pressOnClaim(fields: Record<string, string>) {
      const request = new Request("https://trt.example.org/claim", { method: "POST", body: form(fields) });
      return (await claimRoute.action({
        params: {},
        context: context(),
        request,
      } as never)) as unknown as Answered<Awaited<ReturnType<typeof claimRoute.action>>["data"]>;
    }

    const claims = () => database.db.selectFrom("clinic_claims").selectAll().orderBy("id").execute();
    const mails = () => listOutbox(outbox);

    it("answers the form for a listed clinic, with what it can offer, and 404 for any other address", async () => {
      const own = await loadForm(OWN_SITE);
      expect(own.clinic).toMatchObject({
        slug: OWN_SITE,
        emailDomain: "austinmenshealth.example.com",
        phone: "(512) 555-0100",
      });
      expect(own.formTime).toMatch(/^\d+\.[\w-]{16}\.[\w-]{43}$/);
      expect((await loadForm(NO_WEBSITE)).clinic).toMatchObject({
        emailDomain: null,
        phone: "(512) 555-0100",
      });
      expect((await loadForm(NO_WAY)).clinic).toMatchObject({ emailDomain: null, phone: null });
      for (const slug of ["no-such-clinic", "../admin", "x".repeat(500), "Austin Men's Health"]) {
        await expect(loadForm(slug), slug).rejects.toMatchObject({ init: { status: 404 } });
      }
      expect(formRoute.headers()).toEqual({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
      expect(formRoute.handle).toEqual({ formBodyKb: 16, noStore: true });
      expect(claimRoute.headers()).toEqual({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
      expect(claimRoute.handle.noStore).toBe(true);
    });

    it("an e-mail claim is stored waiting for its link, mailed once, and confirmed by a POST, never a GET", async () => {
      const answer = await postClaim(OWN_SITE, {
        name: " Jane Doe ",
        jobTitle: "Practice manager",
        email: "Jane@AustinMensHealth.example.com",
        method: "email",
      });
      expect(answer).toEqual({ sent: { email: "jane@austinmenshealth.example.com", method: "email" } });
      const [stored, ...others] = await claims();
      expect(others).toEqual([]);
      expect(stored).toMatchObject({
        clinic_id: ids[OWN_SITE],
        name: "Jane Doe",
        job_title: "Practice manager",
        email: "jane@austinmenshealth.example.com",
        method: "email",
        status: "awaiting_email",
        proved_at: null,
      });

      const [message, ...more] = await mails();
      expect(more).toEqual([]);
      expect(message?.to).toBe("jane@austinmenshealth.example.com");
      expect(message?.subject).toBe("Manage the listing of Austin Men's Health");
      const token = tokenIn(message?.text ?? "");
      expect(message?.text).toContain(`https://trt.example.org/claim?token=`);
      expect(JSON.stringify(stored)).not.toContain(token);

      // Opening the link (as a mail scanner would, twice) shows the button and changes nothing.
      for (let opened = 0; opened < 2; opened++) {
        const page = await loadClaim(token);
        expect(page.init?.status).toBe(200);
        expect(page.data.page).toMatchObject({
          step: "confirm",
          method: "email",
          clinic: { slug: OWN_SITE },
        });
      }
      expect((await claims())[0]?.status).toBe("awaiting_email");

      const confirmed = await pressOnClaim({ token, intent: "confirm" });
      expect(confirmed.init?.status).toBe(200);
      expect(confirmed.data.answer).toEqual({ ok: true, proved: "email" });
      expect(await claims()).toMatchObject([{ status: "pending", proved_at: expect.any(String) }]);
      expect((await loadClaim(token)).data.page?.step).toBe("pending");

      const again = await pressOnClaim({ token, intent: "confirm" });
      expect(again.init?.status).toBe(409);
      expect((await claims())[0]?.status).toBe("pending");
      // A code for an e-mail claim, or a request for nothing, is refused plainly.
      expect((await pressOnClaim({ token, intent: "code", code: "12345678" })).init?.status).toBe(409);
      expect((await pressOnClaim({ token, intent: "approve" })).init?.status).toBe(400);
      await database.db.deleteFrom("clinic_claims").execute();
    });

    it("bad or hostile input gets 400 with a message for each field, and nothing is stored or sent", async () => {
      const mailsBefore = (await mails()).length;
      const refused = async (slug: string, fields: Record<string, string | Blob>) => {
        const answer = (await postClaim(slug, fields)) as Answered<{ errors: Record<string, string> }>;
        expect(answer.init?.status, JSON.stringify(fields)).toBe(400);
        return answer.data.errors;
      };
      expect(await refused(OWN_SITE, {})).toEqual({
        name: "Enter your name.",
        jobTitle: "Enter your job title.",
        email: "Enter an e-mail address such as name@example.com.",
        method: "Choose how you will show that you speak for the clinic.",
      });
      const valid = {
        name: "Jane",
        jobTitle: "Owner",
        email: "jane@austinmenshealth.example.com",
        method: "email",
      };
      expect(await refused(OWN_SITE, { ...valid, method: "sms" })).toEqual({
        method: "Choose how you will show that you speak for the clinic.",
      });
      expect(await refused(OWN_SITE, { ...valid, email: "jane@gmail.com" })).toEqual({
        email:
          "Use an address at austinmenshealth.example.com, the domain of the website we list, or choose the call-back.",
      });
      expect(await refused(NO_WEBSITE, { ...valid, email: "jane@example.org" })).toEqual({
        method:
          "We list no website of the clinic's own, so we cannot send a link to its domain: choose the call-back.",
      });
      expect(await refused(NO_WAY, { ...valid, method: "callback" })).toEqual({
        method: "We list no phone number for this clinic, so we cannot call it back.",
      });
      expect(
        await refused(OWN_SITE, {
          ...valid,
          name: "J".repeat(MAX_CLAIM_NAME_LENGTH + 1),
          jobTitle: "Owner\u0000",
          email: "jane@austinmenshealth.example.com\r\nBcc: everyone@example.com",
        }),
      ).toEqual({
        name: `Keep your name to ${MAX_CLAIM_NAME_LENGTH} characters or fewer.`,
        jobTitle: "Remove the control characters from your job title.",
        email: "Enter an e-mail address such as name@example.com.",
      });
      // A file where text belongs is no text.
      expect(await refused(OWN_SITE, { ...valid, name: new Blob(["Jane"]) })).toEqual({
        name: "Enter your name.",
      });

      // Sent at once after loading the form, or with a token that is not ours: a message, the input kept.
      const quick = (await formRoute.action({
        params: { slug: OWN_SITE },
        context: context(),
        request: new Request("https://trt.example.org/x", {
          method: "POST",
          body: form({ ...valid, shown: (await loadForm(OWN_SITE)).formTime }),
        }),
      } as never)) as unknown as Answered<{ message: string; values: Record<string, string> }>;
      expect(quick.init?.status).toBe(400);
      expect(quick.data.message).toBe(TOO_FAST_MESSAGE);
      expect(quick.data.values).toEqual(valid);
      const forged = (await postClaim(OWN_SITE, { ...valid, shown: shown(NO_WEBSITE) })) as Answered<{
        message: string;
      }>;
      expect(forged.data.message).toBe(STALE_MESSAGE);

      // A filled honeypot looks sent to the script that filled it, and nothing is kept.
      expect(await postClaim(OWN_SITE, { ...valid, website: "https://spam.example" })).toEqual({
        sent: { email: valid.email, method: "email" },
      });

      expect(await claims()).toEqual([]);
      expect((await mails()).length).toBe(mailsBefore);
    });

    it("a call-back claim takes the code an operator read: wrong codes count down, the right one proves it", async () => {
      const answer = await postClaim(NO_WEBSITE, {
        name: "Sam Roe",
        jobTitle: "Medical director",
        email: "sam@gmail.example",
        method: "callback",
      });
      expect(answer).toEqual({ sent: { email: "sam@gmail.example", method: "callback" } });
      const [stored] = await claims();
      expect(stored).toMatchObject({ method: "callback", status: "awaiting_call", code_digest: null });
      const message = (await mails()).find((mail) => mail.to === "sam@gmail.example");
      expect(message?.text).toContain("We will call the clinic on the phone number we list for it");
      const token = tokenIn(message?.text ?? "");

      expect((await loadClaim(token)).data.page).toMatchObject({
        step: "not-called",
        method: "callback",
        clinic: { name: "No Website Clinic", phone: "(512) 555-0100" },
      });
      // Nothing to type before the call.
      expect((await pressOnClaim({ token, intent: "code", code: "12345678" })).init?.status).toBe(409);

      const issued = await issueClaimCode(database.db, { claimId: Number(stored?.id), operator: OPERATOR });
      if (!issued.ok) throw new Error(issued.problem);
      expect((await loadClaim(token)).data.page?.step).toBe("code");

      const malformed = await pressOnClaim({ token, intent: "code", code: "12ab" });
      expect(malformed.init?.status).toBe(400);
      expect(malformed.data.answer).toEqual({
        ok: false,
        status: 400,
        field: "code",
        problem: CODE_FORMAT_MESSAGE,
      });
      expect(malformed.data.typed).toBe("12ab");
      const wrongCode = issued.code === "00000000" ? "11111111" : "00000000";
      const wrong = await pressOnClaim({ token, intent: "code", code: wrongCode });
      expect(wrong.init?.status).toBe(400);
      expect(wrong.data.answer).toMatchObject({ ok: false, field: "code", problem: wrongCodeMessage(4) });
      expect(wrongCodeMessage(4)).toContain("4 tries left");
      expect((await claims())[0]?.code_failures).toBe(1);

      const spoken = `${issued.code.slice(0, 4)} - ${issued.code.slice(4)}`;
      const right = await pressOnClaim({ token, intent: "code", code: spoken });
      expect(right.data.answer).toEqual({ ok: true, proved: "callback" });
      expect(await claims()).toMatchObject([{ status: "pending", code_digest: null }]);
      expect((await loadClaim(token)).data.page?.step).toBe("pending");
      await database.db.deleteFrom("clinic_claims").execute();
    });

    it("after the last wrong try the code stops working and the page says to wait for a new call", async () => {
      const { claimId, token } = await requestClaim(database.db, {
        clinicId: ids[OWN_SITE] as number,
        claim: { name: "Kim", jobTitle: "Owner", email: "kim@example.org", method: "callback" },
      });
      const issued = await issueClaimCode(database.db, { claimId, operator: OPERATOR });
      if (!issued.ok) throw new Error(issued.problem);
      const wrongCode = issued.code === "00000000" ? "11111111" : "00000000";
      let last: Awaited<ReturnType<typeof pressOnClaim>> | undefined;
      for (let attempt = 0; attempt < 5; attempt++)
        last = await pressOnClaim({ token, intent: "code", code: wrongCode });
      expect(last?.data.answer).toMatchObject({ ok: false, problem: wrongCodeMessage(0) });
      expect(wrongCodeMessage(0)).toContain("We will call the clinic again with a new code");
      expect((await loadClaim(token)).data.page?.step).toBe("code-stopped");
      const late = await pressOnClaim({ token, intent: "code", code: issued.code });
      expect(late.init?.status).toBe(409);
      expect((await claims())[0]?.status).toBe("awaiting_call");
      await database.db.deleteFrom("clinic_claims").execute();
    });

    it("an unknown, absent or hostile link gets 404 and a plain message; an expired one says so", async () => {
      for (const token of [null, "", "not-a-token", "x".repeat(5000), "' OR 1=1 --"]) {
        const page = await loadClaim(token);
        expect(page.init?.status, String(token)).toBe(404);
        expect(page.data.page).toBeNull();
        expect(page.data.token).toBe("");
      }
      const pressed = await pressOnClaim({ token: "not-a-token", intent: "confirm" });
      expect(pressed.init?.status).toBe(404);
      expect(pressed.data.answer).toMatchObject({ problem: UNKNOWN_LINK_MESSAGE });

      const longAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
      const { token } = await requestClaim(database.db, {
        clinicId: ids[OWN_SITE] as number,
        claim: { name: "Lee", jobTitle: "Owner", email: "lee@austinmenshealth.example.com", method: "email" },
        now: longAgo,
      });
      expect((await loadClaim(token)).data.page).toMatchObject({
        step: "expired",
        clinic: { slug: OWN_SITE },
      });
      expect((await pressOnClaim({ token, intent: "confirm" })).init?.status).toBe(410);
      expect((await claims())[0]?.status).toBe("awaiting_email");
      await database.db.deleteFrom("clinic_claims").execute();
    });

    it("keeps no claim whose e-mail could not be sent, and holds each client and address to an hourly share", async () => {
      const clinic = {
        id: ids[OWN_SITE] as number,
        name: "Austin Men's Health",
        website: "https://austinmenshealth.example.com",
        phone: null,
      };
      const submit = (
        fields: Record<string, string>,
        options: { client?: string; fail?: boolean; limits?: ReturnType<typeof newClaimSendLimits> } = {},
      ) =>
        submitClaim({
          db: database.db,
          clinic,
          form: form({ shown: shown(OWN_SITE), name: "Jo", jobTitle: "Owner", method: "email", ...fields }),
          client: options.client ?? "203.0.113.9",
          limits: options.limits ?? newClaimSendLimits(),
          secret: services.config.FORM_SECRET,
          site: { url: "https://trt.example.org", name: "TRT Clinic Finder" },
          send: async () => {
            if (options.fail) throw new Error("the SMTP server is down");
          },
          now: new Date(),
        });
      const failed = await submit({ email: "jo@austinmenshealth.example.com" }, { fail: true });
      expect(failed).toMatchObject({ kind: "refused", status: 502, message: MAIL_FAILED_MESSAGE });
      expect(await claims()).toEqual([]);

      const limits = newClaimSendLimits();
      const byAddress = [];
      for (let i = 0; i < 4; i++)
        byAddress.push(
          await submit({ email: "jo@austinmenshealth.example.com" }, { client: `203.0.113.${i}`, limits }),
        );
      expect(byAddress.map((outcome) => outcome.kind)).toEqual(["sent", "sent", "sent", "refused"]);
      expect(byAddress[3]).toMatchObject({ status: 429, message: ADDRESS_LIMITED_MESSAGE });

      const byClient = [];
      for (let i = 0; i < 6; i++)
        byClient.push(
          await submit({ email: `jo${i}@austinmenshealth.example.com` }, { client: "192.0.2.1", limits }),
        );
      expect(byClient.map((outcome) => outcome.kind)).toEqual([
        "sent",
        "sent",
        "sent",
        "sent",
        "sent",
        "refused",
      ]);
      expect(byClient[5]).toMatchObject({ status: 429, message: CLIENT_LIMITED_MESSAGE });
      expect(await claims()).toHaveLength(8);
      await database.db.deleteFrom("clinic_claims").execute();
    });
  },
);
