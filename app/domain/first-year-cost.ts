/**
 * The first-year cost estimate (decision 45): one consultation, one lab panel and 12 months of one treatment,
 * each taken from a price the clinic itself lists. Nothing is filled in from averages or other clinics: when a
 * term has no listed price, there is no estimate, and the page says which term is missing.
 *
 * How a price row is read, from its unit and its service text:
 * - consultation: billed per visit and named a consultation ("consult"), not a follow-up;
 * - labs: billed per test (one panel, counted once);
 * - monthly treatment: billed per month, unless it names only a consultation or labs (no therapy, program,
 *   membership or testosterone word); counted 12 times;
 * - yearly treatment: billed per year (a yearly membership covering treatment), same test; counted once;
 * - a price per week is not turned into a monthly one (how many weeks a month holds would be our assumption,
 *   not the clinic's price), and a price per procedure (pellets) is not multiplied (how many a year varies):
 *   both are refused and named;
 * - anything else (a follow-up visit, a price with no amount) is not used.
 * When a clinic lists several consultations or lab prices, the one named initial, new-patient or baseline is
 * used, else the first listed. Each monthly or yearly treatment gets its own estimate.
 */
import { formatCount } from "./count-label.ts";

/** A price row as the estimate reads it (the clinic's pricing rows). */
export interface FirstYearPriceRow {
  id: number;
  service: string;
  price: string;
  low: number | null;
  high: number | null;
  unit: string | null;
  source?: string | null;
  asOf?: string | null;
}

export type PriceRowKind =
  | "consultation"
  | "labs"
  | "monthly-treatment"
  | "yearly-treatment"
  | "weekly"
  | "per-procedure"
  | "unused";

/** Dollars, as a range when the clinic lists one (low equals high for a single price). */
export interface DollarRange {
  low: number;
  high: number;
}

/** One term of the sum: a listed price, how many times it counts, and what that comes to. */
export interface CostTerm<Row extends FirstYearPriceRow = FirstYearPriceRow> {
  row: Row;
  /** What the visitor reads: "Consultation (once)", "12 months of Testosterone injections". */
  label: string;
  times: 1 | 12;
  amount: DollarRange;
}

/** The estimate for one treatment: its term, and the total when the consultation and labs are listed too. */
export interface TreatmentEstimate<Row extends FirstYearPriceRow = FirstYearPriceRow> {
  treatment: CostTerm<Row>;
  /** Null when a consultation or lab price is missing. */
  total: DollarRange | null;
  /** The clinic calls the price all-inclusive or a membership: the page asks the visitor to check what it covers. */
  inclusive: boolean;
}

export type MissingTerm = "consultation" | "labs" | "treatment";

export interface FirstYearCost<Row extends FirstYearPriceRow = FirstYearPriceRow> {
  consultation: CostTerm<Row> | null;
  labs: CostTerm<Row> | null;
  /** One per treatment the clinic prices per month or per year, in the clinic's order. */
  treatments: TreatmentEstimate<Row>[];
  /** The terms without a listed price; empty when every estimate has a total. */
  missing: MissingTerm[];
  /** Treatment prices the estimate will not use, with why. */
  refused: { row: Row; reason: string }[];
}

const CONSULTATION = /consult/i;
const FOLLOW_UP = /follow[\s-]?up/i;
const LABS = /\b(lab|labs|panel|blood\s?work|blood test)\b/i;
const FIRST_OF_ITS_KIND = /\b(initial|new[\s-]patient|first|baseline)\b/i;
const INCLUSIVE = /all[\s-]inclusive|membership/i;
const TREATMENT =
  /testosterone|\btrt\b|therapy|injection|gel|cream|pellet|patch|program|membership|treatment|replacement/i;

export const REFUSED_WEEKLY =
  "Priced per week: not turned into a monthly price, since the clinic does not list one.";
export const REFUSED_PER_PROCEDURE =
  "Priced per procedure: how many a year varies from patient to patient, so it is not multiplied.";

/** What a price row is to the estimate, from its unit and service text (the rules above). */
export function classifyPriceRow(row: Pick<FirstYearPriceRow, "service" | "unit">): PriceRowKind {
  const unit = (row.unit ?? "").trim().toLowerCase();
  const consultation = CONSULTATION.test(row.service) && !FOLLOW_UP.test(row.service);
  if (unit === "visit") return consultation ? "consultation" : "unused";
  if (unit === "test") return "labs";
  const onlyLabsOrVisits =
    (CONSULTATION.test(row.service) || LABS.test(row.service)) && !TREATMENT.test(row.service);
  if (onlyLabsOrVisits) return "unused";
  if (unit === "month") return "monthly-treatment";
  if (unit === "year") return "yearly-treatment";
  if (unit === "week") return "weekly";
  if (unit === "procedure") return "per-procedure";
  return "unused";
}

/** The row's amount in dollars, or null when it lists none (a price given only in words). */
export function rowAmount(row: Pick<FirstYearPriceRow, "low" | "high">): DollarRange | null {
  const low = row.low ?? row.high;
  const high = row.high ?? row.low;
  if (low === null || high === null || !Number.isFinite(low) || !Number.isFinite(high)) return null;
  return { low: Math.min(low, high), high: Math.max(low, high) };
}

function firstOfKind<Row extends FirstYearPriceRow>(rows: readonly Row[]): Row | null {
  return rows.find((row) => FIRST_OF_ITS_KIND.test(row.service)) ?? rows[0] ?? null;
}

function term<Row extends FirstYearPriceRow>(row: Row, label: string, times: 1 | 12): CostTerm<Row> | null {
  const amount = rowAmount(row);
  if (!amount) return null;
  return { row, label, times, amount: { low: amount.low * times, high: amount.high * times } };
}

function sum(terms: readonly CostTerm[]): DollarRange {
  return terms.reduce(
    (total, { amount }) => ({ low: total.low + amount.low, high: total.high + amount.high }),
    { low: 0, high: 0 },
  );
}

/** The first-year estimate from a clinic's own price rows (see the rules at the top of this module). */
export function firstYearCost<Row extends FirstYearPriceRow>(rows: readonly Row[]): FirstYearCost<Row> {
  const priced = rows.filter((row) => rowAmount(row) !== null);
  const ofKind = (kind: PriceRowKind) => priced.filter((row) => classifyPriceRow(row) === kind);
  const consultationRow = firstOfKind(ofKind("consultation"));
  const labsRow = firstOfKind(ofKind("labs"));
  const consultation = consultationRow ? term(consultationRow, "Consultation (once)", 1) : null;
  const labs = labsRow ? term(labsRow, "Lab panel (once)", 1) : null;

  const treatments: TreatmentEstimate<Row>[] = [];
  const refused: { row: Row; reason: string }[] = [];
  for (const row of priced) {
    const kind = classifyPriceRow(row);
    const treatment =
      kind === "monthly-treatment"
        ? term(row, `12 months of ${row.service}`, 12)
        : kind === "yearly-treatment"
          ? term(row, `${row.service} (one year)`, 1)
          : null;
    if (treatment) {
      const total = consultation && labs ? sum([consultation, labs, treatment]) : null;
      treatments.push({ treatment, total, inclusive: INCLUSIVE.test(row.service) });
    } else if (kind === "weekly") {
      refused.push({ row, reason: REFUSED_WEEKLY });
    } else if (kind === "per-procedure") {
      refused.push({ row, reason: REFUSED_PER_PROCEDURE });
    }
  }

  const missing: MissingTerm[] = [];
  if (!consultation) missing.push("consultation");
  if (!labs) missing.push("labs");
  if (treatments.length === 0) missing.push("treatment");
  return { consultation, labs, treatments, missing, refused };
}

/** What the page names for a missing term. */
export const MISSING_TERM_TEXT: Record<MissingTerm, string> = {
  consultation: "consultation price",
  labs: "lab test price",
  treatment: "monthly (or yearly) treatment price",
};

/** "Not enough prices to estimate: the clinic lists no consultation price or lab test price." */
export function notEnoughText(missing: readonly MissingTerm[]): string {
  const named = missing.map((term) => MISSING_TERM_TEXT[term]);
  const list = named.length <= 1 ? (named[0] ?? "") : `${named.slice(0, -1).join(", ")} or ${named.at(-1)}`;
  return `Not enough prices to estimate: the clinic lists no ${list}.`;
}

/** "$1,234" */
export function formatDollars(amount: number): string {
  return `$${formatCount(Math.round(amount))}`;
}

/** "$1,200" or "$1,200–$1,500". */
export function formatDollarRange(range: DollarRange): string {
  return range.low === range.high
    ? formatDollars(range.low)
    : `${formatDollars(range.low)}–${formatDollars(range.high)}`;
}
