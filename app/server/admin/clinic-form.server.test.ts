import { describe, expect, it } from "vitest";
import { type ClinicFormValues, emptyFormValues, readClinicForm } from "./clinic-form.server.ts";

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const loaded = (values: Partial<ClinicFormValues>): ClinicFormValues => ({ ...emptyFormValues(), ...values });

describe("reading the clinic form's editors", () => {
  it("reads ticked services with their notes, keeping the loaded order and adding new ones in catalog order", () => {
    const { values, problems } = readClinicForm(
      form([
        ["services", "testosterone-injections"],
        ["services", "hormone-testing"],
        ["services", "hcg-therapy"],
        ["serviceDescription.hcg-therapy", " Weekly, with labs "],
        ["serviceDescription.testosterone-gel", "not ticked: left out"],
      ]),
      loaded({ services: "hormone-testing;testosterone-injections" }),
    );
    expect(problems).toEqual({});
    expect(JSON.parse(values.services)).toEqual([
      "hormone-testing",
      "testosterone-injections",
      { id: "hcg-therapy", description: "Weekly, with labs" },
    ]);
  });

  it("writes services without notes and insurers as the export does, and nothing ticked as empty", () => {
    const { values } = readClinicForm(
      form([
        ["services", "hormone-testing"],
        ["insurance", "self-pay"],
        ["insurance", "aetna"],
      ]),
      loaded({ insurance: "self-pay" }),
    );
    expect(values.services).toBe("hormone-testing");
    expect(values.insurance).toBe("self-pay;aetna");
    expect(readClinicForm(form([]), null).values.services).toBe("");
  });

  it("takes a typed list cell as it is, for posts made in the import format", () => {
    const { values } = readClinicForm(form([["services", "Hormone Testing; hcg-therapy"]]), null);
    expect(values.services).toBe("Hormone Testing; hcg-therapy");
  });

  it("reads each day as closed, open from and to, or not published; midnight closes at 24:00", () => {
    const { values, problems } = readClinicForm(
      form([
        ["monday.status", "open"],
        ["monday.opens", "09:00"],
        ["monday.closes", "17:30"],
        ["tuesday.status", "closed"],
        ["tuesday.opens", "09:00"],
        ["wednesday.status", "none"],
        ["friday.status", "open"],
        ["friday.opens", "18:00"],
        ["friday.closes", "00:00"],
      ]),
      null,
    );
    expect(problems).toEqual({});
    expect([values.monday, values.tuesday, values.wednesday, values.friday]).toEqual([
      "09:00-17:30",
      "closed",
      "",
      "18:00-24:00",
    ]);
  });

  it("names a day open without its times, and keeps what was typed", () => {
    const { values, problems } = readClinicForm(
      form([
        ["monday.status", "open"],
        ["monday.opens", "09:00"],
        ["monday.closes", ""],
        ["sunday.status", "sometimes"],
      ]),
      null,
    );
    expect(problems.monday?.[0]).toMatch(/needs the opening and the closing time/);
    expect(problems.sunday).toEqual(["must be Not published, Closed or Open"]);
    expect(values.monday).toBe("09:00-");
  });

  it("reads a day's second period, and leaves it out when left empty", () => {
    const { values, problems } = readClinicForm(
      form([
        ["monday.status", "open"],
        ["monday.opens", "08:00"],
        ["monday.closes", "12:00"],
        ["monday.opens.2", "13:00"],
        ["monday.closes.2", "00:00"],
        ["tuesday.status", "open"],
        ["tuesday.opens", "09:00"],
        ["tuesday.closes", "17:00"],
        ["tuesday.opens.2", ""],
        ["tuesday.closes.2", ""],
        ["wednesday.status", "open"],
        ["wednesday.opens", "09:00"],
        ["wednesday.closes", "12:00"],
        ["wednesday.opens.2", "14:00"],
        ["wednesday.closes.2", ""],
      ]),
      null,
    );
    expect([values.monday, values.tuesday]).toEqual(["08:00-12:00,13:00-24:00", "09:00-17:00"]);
    expect(problems.wednesday).toEqual([
      "needs the opening and the closing time of its second period (or choose Closed or Not published)",
    ]);
    expect(problems.monday).toBeUndefined();
  });

  it("reads price rows as the import's pricing, wording the price from the amounts unless typed", () => {
    const { values, problems } = readClinicForm(
      form([
        ["pricing.0.service", "Consultation"],
        ["pricing.0.low", "150"],
        ["pricing.0.unit", "visit"],
        ["pricing.0.source", "website"],
        ["pricing.0.asOf", "2026-03-01"],
        ["pricing.3.service", "Lab panel"],
        ["pricing.3.low", "$1,200"],
        ["pricing.3.high", "1400"],
        ["pricing.3.unit", "test"],
        ["pricing.3.source", "phone-call"],
        ["pricing.3.asOf", "2026-03-02"],
        ["pricing.7.service", "Membership"],
        ["pricing.7.price", "Call for a quote"],
        ["pricing.7.source", "clinic-submission"],
        ["pricing.7.asOf", "2026-03-03"],
        ["pricing.9.service", ""],
        ["pricing.9.low", ""],
        ["pricing.9.source", ""],
        ["pricing.9.asOf", ""],
      ]),
      null,
    );
    expect(problems).toEqual({});
    const sourced = (source: string, asOf: string) => ({ source, asOf });
    expect(JSON.parse(values.pricing)).toEqual([
      {
        service: "Consultation",
        price: "$150 per visit",
        low: 150,
        high: 150,
        unit: "visit",
        ...sourced("website", "2026-03-01"),
      },
      {
        service: "Lab panel",
        price: "$1,200–$1,400 per test",
        low: 1200,
        high: 1400,
        unit: "test",
        ...sourced("phone-call", "2026-03-02"),
      },
      {
        service: "Membership",
        price: "Call for a quote",
        low: null,
        high: null,
        unit: null,
        ...sourced("clinic-submission", "2026-03-03"),
      },
    ]);
  });

  it("names each price row's problem by its number", () => {
    const sourced = (row: number): [string, string][] => [
      [`pricing.${row}.source`, "website"],
      [`pricing.${row}.asOf`, "2026-03-01"],
    ];
    const { problems } = readClinicForm(
      form([
        ["pricing.0.low", "150"],
        ...sourced(0),
        ["pricing.1.service", "Labs"],
        ["pricing.1.low", "cheap"],
        ...sourced(1),
        ["pricing.2.service", "Pellets"],
        ["pricing.2.high", "500"],
        ...sourced(2),
        ["pricing.3.service", "Gel"],
        ...sourced(3),
        ["pricing.4.service", "Patches"],
        ["pricing.4.low", "90"],
        ["pricing.4.source", "hearsay"],
        ["pricing.4.asOf", "2999-01-01"],
      ]),
      null,
    );
    expect(problems.pricing).toEqual([
      "row 1 needs a service",
      "row 2 needs its amount as a number of dollars, such as 150",
      "row 3 needs an amount as well as the amount to",
      "row 4 needs an amount, or the price as it is shown",
      "row 5 needs where the price came from, from the list",
      "row 5 needs a day the price was true that is not in the future",
    ]);
  });

  it("keeps a loaded timestamp when its day is unchanged, and reads a new day as the day", () => {
    const before = loaded({
      lastVerifiedAt: "2026-03-01T12:30:00.000Z",
      googleAsOf: "2026-02-01T00:00:00.000Z",
    });
    const { values } = readClinicForm(
      form([
        ["lastVerifiedAt", "2026-03-01"],
        ["googleAsOf", "2026-04-15"],
      ]),
      before,
    );
    expect(values.lastVerifiedAt).toBe("2026-03-01T12:30:00.000Z");
    expect(values.googleAsOf).toBe("2026-04-15");
  });

  it("reads a ticked checkbox as true and an unticked one (sent as nothing) as false", () => {
    const { values } = readClinicForm(form([["telehealth", "true"]]), null);
    expect(values.telehealth).toBe("true");
    expect(values.videoConsult).toBe("false");
    expect(values.acceptingNewPatients).toBe("");
  });
});
