// npm run registry:generate -- <rows> <out.csv>
//
// Writes a synthetic NPPES main data file (npidata_pfile) of N rows for benchmarks: the real 330-column header,
// every cell quoted, about 1.1 KB per row, and a realistic mix: about 78 % individuals, 3 % deactivated
// numbers (published with the number and date only), the rest organisations, of which about one in two hundred
// has a prescriber taxonomy and a TRT keyword in its name (KEYWORD_SHARE: ten times the share the name rules keep
// of a real week, 2 of its 3,917 organisations in tests/fixtures/nppes-real), a few in territories, abroad or at
// unknown ZIP codes. Names are fictional, phone numbers 555-01xx, NPIs have valid
// check digits. Deterministic: the same N gives the same file.
import { closeSync, openSync, writeSync } from "node:fs";
import { resolve } from "node:path";
import { npiCheckDigit } from "../app/domain/npi.ts";
import type { ZipRow } from "../app/server/gazetteer/types.server.ts";
import { NPIDATA_HEADER } from "../app/server/registry/nppes-columns.server.ts";
import { gazetteerZips, STREETS, WORDS } from "./generate-support.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { random } from "./seeded-random.ts";

const { positionals } = readScriptArguments({
  usage: "npm run registry:generate -- <rows> <out.csv>",
  help: `Writes a synthetic NPPES main data file (npidata_pfile) of <rows> rows to <out.csv>, for benchmarks: the
real header, fictional names, valid NPIs. Deterministic: the same number of rows gives the same file.`,
  positionals: true,
});
const [rowsArg, outArg] = positionals;
const rows = Number(rowsArg);
if (positionals.length !== 2 || outArg === undefined) usageError("Give a number of rows and an output file.");
if (!Number.isInteger(rows) || rows < 1) usageError(`<rows> must be a whole number from 1, not ${rowsArg}.`);
const out = resolve(process.env.INIT_CWD ?? process.cwd(), outArg);

const rand = random(20250112);
/** Organisations with a prescriber taxonomy and a TRT keyword in their names (see the comment at the top). */
const KEYWORD_SHARE = 0.005;
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join("");

const zipRows = gazetteerZips();
const zipsByState = new Map<string, ZipRow[]>();
for (const row of zipRows) {
  const list = zipsByState.get(row[2]) ?? [];
  list.push(row);
  zipsByState.set(row[2], list);
}
// Weighted roughly by population: big states appear more often.
const states = [...zipsByState.keys()].flatMap((state) => {
  const weight = Math.max(1, Math.round((zipsByState.get(state)?.length ?? 0) / 300));
  return Array.from({ length: weight }, () => state);
});

const FIRST = ["JORDAN", "RILEY", "CASEY", "MORGAN", "AVERY", "QUINN", "TAYLOR", "JAMIE", "ROWAN", "SKYLER"];
const LAST = ["SAMPLE", "EXAMPLE", "PLACEHOLDER", "TESTER", "DEMO", "FICTION", "MOCKLEY", "DUMMETT"];
const KEYWORD_NAMES = [
  "MEN'S HEALTH",
  "MALE MEDICAL",
  "LOW T CENTER",
  "TRT CLINIC",
  "TESTOSTERONE CENTER",
  "HORMONE CLINIC",
  "MEN'S CLINIC",
];
const PLAIN_NAMES = [
  "FAMILY MEDICINE",
  "MEDICAL GROUP",
  "PRIMARY CARE",
  "HEALTH PARTNERS",
  "PHYSICIANS",
  "CLINIC",
];
const FORMS = ["LLC", "PLLC", "PA", "PC", "INC", ""];
const ALLOWED = [
  "207Q00000X",
  "207R00000X",
  "208D00000X",
  "207RE0101X",
  "208800000X",
  "261QM1300X",
  "261QP2300X",
];
const OTHER_ORG = [
  "3336C0003X",
  "1223G0001X",
  "251E00000X",
  "332B00000X",
  "291U00000X",
  "261QR1300X",
  "363LF0000X",
];
const PERSON_TAXONOMY = ["207Q00000X", "207R00000X", "363LF0000X", "1223G0001X", "208800000X", "2084P0800X"];

const H = NPIDATA_HEADER;
const col = (name: string) => {
  const index = H.indexOf(name);
  if (index === -1) throw new Error(`no column ${name}`);
  return index;
};
const C = {
  npi: col("NPI"),
  entity: col("Entity Type Code"),
  legal: col("Provider Organization Name (Legal Business Name)"),
  last: col("Provider Last Name (Legal Name)"),
  first: col("Provider First Name"),
  credential: col("Provider Credential Text"),
  otherName: col("Provider Other Organization Name"),
  otherType: col("Provider Other Organization Name Type Code"),
  mail1: col("Provider First Line Business Mailing Address"),
  practice1: col("Provider First Line Business Practice Location Address"),
  enumeration: col("Provider Enumeration Date"),
  updated: col("Last Update Date"),
  deactivation: col("NPI Deactivation Date"),
  sex: col("Provider Sex Code"),
  official: col("Authorized Official Last Name"),
  taxonomy1: col("Healthcare Provider Taxonomy Code_1"),
  identifier1: col("Other Provider Identifier_1"),
  soleProprietor: col("Is Sole Proprietor"),
  certification: col("Certification Date"),
};
const q = (value: string) => `"${value}"`;

function address(cells: string[], at: number, state: string, foreign: boolean) {
  const zip = pick(zipsByState.get(state) ?? []);
  const postal = rand() < 0.02 ? `${digits(5)}` : rand() < 0.6 ? `${zip[0]}${digits(4)}` : zip[0];
  const phone = `${digits(3)}55501${digits(2)}`;
  cells[at] = `${Math.floor(rand() * 9000) + 100} ${pick(STREETS)}`;
  cells[at + 1] = rand() < 0.4 ? `STE ${Math.floor(rand() * 900) + 100}` : "";
  cells[at + 2] = zip[1].toUpperCase();
  cells[at + 3] = foreign ? "" : state;
  cells[at + 4] = foreign ? "" : postal;
  cells[at + 5] = foreign ? pick(["CA", "MX", "DE"]) : "US";
  cells[at + 6] = phone;
  cells[at + 7] = rand() < 0.5 ? `${phone.slice(0, 9)}9` : "";
}

function date() {
  return `${String(Math.floor(rand() * 12) + 1).padStart(2, "0")}/${String(Math.floor(rand() * 28) + 1).padStart(2, "0")}/${2008 + Math.floor(rand() * 17)}`;
}

function makeRow(n: number): string {
  const stem = String(1_000_000_00 + n).padStart(9, "0");
  const cells: string[] = new Array(H.length).fill("");
  cells[C.npi] = `${stem}${npiCheckDigit(stem)}`;
  const kind = rand();
  if (kind < 0.03) {
    cells[C.deactivation] = date();
    return cells.map(q).join(",");
  }
  const organisation = kind >= 0.81;
  const state = rand() < 0.01 ? pick(["PR", "GU", "VI"]) : pick(states);
  const foreign = rand() < 0.003;
  const mailState = zipsByState.has(state) ? state : "TX";
  address(cells, C.mail1, mailState, foreign);
  address(cells, C.practice1, mailState, foreign);
  if (!zipsByState.has(state)) cells[C.practice1 + 3] = state;
  cells[C.enumeration] = date();
  cells[C.updated] = date();
  cells[C.certification] = date();
  if (organisation) {
    cells[C.entity] = "2";
    const allowed = rand() < 0.35;
    const keyword = allowed && rand() < KEYWORD_SHARE / 0.35;
    const base = `${pick(WORDS)} ${pick(keyword ? KEYWORD_NAMES : PLAIN_NAMES)} ${pick(FORMS)}`.trim();
    cells[C.legal] = base;
    if (rand() < 0.15) {
      cells[C.otherName] = `${pick(WORDS)} ${pick(PLAIN_NAMES)}`;
      cells[C.otherType] = "3";
    }
    cells[C.official] = pick(LAST);
    cells[C.official + 1] = pick(FIRST);
    cells[C.official + 3] = "OWNER";
    cells[C.official + 4] = `${digits(3)}55501${digits(2)}`;
    const taxonomies = 1 + Math.floor(rand() * 2);
    for (let t = 0; t < taxonomies; t++) {
      const at = C.taxonomy1 + t * 4;
      cells[at] = allowed && t === 0 ? pick(ALLOWED) : pick(OTHER_ORG);
      cells[at + 3] = t === 0 ? "Y" : "N";
    }
  } else {
    cells[C.entity] = "1";
    cells[C.last] = pick(LAST);
    cells[C.first] = pick(FIRST);
    cells[C.first + 1] = rand() < 0.5 ? pick(FIRST) : "";
    cells[C.credential] = pick(["M.D.", "D.O.", "NP", "PA-C", "DDS", "LCSW"]);
    cells[C.sex] = rand() < 0.5 ? "F" : "M";
    cells[C.soleProprietor] = rand() < 0.2 ? "Y" : "N";
    const taxonomies = 1 + Math.floor(rand() * 3);
    for (let t = 0; t < taxonomies; t++) {
      const at = C.taxonomy1 + t * 4;
      cells[at] = pick(PERSON_TAXONOMY);
      cells[at + 1] = `${pick(["A", "B", "Q", "MD"])}${digits(6)}`;
      cells[at + 2] = mailState;
      cells[at + 3] = t === 0 ? "Y" : "N";
    }
    const identifiers = Math.floor(rand() * 4);
    for (let i = 0; i < identifiers; i++) {
      const at = C.identifier1 + i * 4;
      cells[at] = digits(8);
      cells[at + 1] = pick(["01", "05", "08"]);
      cells[at + 2] = mailState;
      cells[at + 3] = pick(["MEDICAID", "BCBS", "AETNA", ""]);
    }
  }
  return cells.map(q).join(",");
}

const fd = openSync(out, "w");
try {
  writeSync(fd, `${H.map(q).join(",")}\n`);
  let batch: string[] = [];
  for (let n = 1; n <= rows; n++) {
    batch.push(makeRow(n));
    if (batch.length === 2000 || n === rows) {
      writeSync(fd, `${batch.join("\n")}\n`);
      batch = [];
    }
  }
} finally {
  closeSync(fd);
}
console.log(`Wrote ${rows} rows to ${out}`);
