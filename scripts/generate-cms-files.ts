// npm run registry:generate-cms -- <out-dir> [--nppes-rows 1000000] [--prescribers 268000] [--services 97000]
//   [--clinicians 28000]
//
// Writes synthetic copies of the three CMS files that the evidence tools read, with their real headers and
// names: MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv (Part D prescribers by provider and drug),
// MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv (physicians by provider and service) and
// DAC_NationalDownloadableFile.csv (doctors and clinicians), of the given numbers of rows (the defaults are a
// hundredth of the national files: about 26.8 million, 9.7 million and 2.8 million rows).
//
// The NPIs are those of the synthetic NPPES file that `npm run registry:generate -- <nppes-rows>` writes (the
// n-th row's NPI is 1000000000 + n with its check digit), so the files join with it and with each other:
// every person has fixed roles (prescriber, biller, listed in the clinicians file) drawn from their NPI, and
// about one prescriber in 30 treats men with testosterone; most of those are in the clinicians file, some
// are not (to be placed from NPPES). Their testosterone rows are a fraction of a per cent of each evidence file, as in the
// real ones. Clinicians share the address of their group, about one group in a hundred has a men's-health or
// low-T name, and cells are quoted only when they hold a comma, as data.cms.gov writes them. Names are
// fictional, phone numbers 555-01xx. Deterministic: the same arguments give the same files.
import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { join, resolve } from "node:path";
import { npiCheckDigit } from "../app/domain/npi.ts";
import type { ZipRow } from "../app/server/gazetteer/types.server.ts";
import {
  CLINICIANS_HEADER,
  PRESCRIBERS_HEADER,
  SERVICES_HEADER,
} from "../app/server/registry/cms-columns.server.ts";
import { gazetteerZips, STREETS, WORDS } from "./generate-support.ts";
import { readScriptArguments, usageError } from "./script-args.ts";
import { random } from "./seeded-random.ts";

const { values, positionals } = readScriptArguments({
  usage:
    "npm run registry:generate-cms -- <out-dir> [--nppes-rows 1000000] [--prescribers 268000] " +
    "[--services 97000] [--clinicians 28000]",
  help: `Writes synthetic copies of the three CMS files the evidence tools read (Part D prescribers, physician
services, doctors and clinicians), with their real headers and names, into <out-dir>. Their NPIs are those of
the synthetic NPPES file \`npm run registry:generate -- <nppes-rows>\` writes, so the files join with it.
Deterministic: the same arguments give the same files.

  --nppes-rows <n>    Rows of the NPPES file to join with (1000000).
  --prescribers <n>   Rows of the prescribers file (268000).
  --services <n>      Rows of the services file (97000).
  --clinicians <n>    Rows of the clinicians file (28000).`,
  options: {
    "nppes-rows": { type: "string", default: "1000000" },
    prescribers: { type: "string", default: "268000" },
    services: { type: "string", default: "97000" },
    clinicians: { type: "string", default: "28000" },
  },
  positionals: true,
});
const count = (name: keyof typeof values) => {
  const value = Number(values[name]);
  if (!Number.isInteger(value) || value < 0)
    usageError(`--${name} must be a whole number, not ${values[name]}`);
  return value;
};
const [outArg] = positionals;
if (outArg === undefined || positionals.length > 1) usageError("Give one output folder.");
const POOL = count("nppes-rows");
const TARGET = {
  prescribers: count("prescribers"),
  services: count("services"),
  clinicians: count("clinicians"),
};
if (POOL < 1) usageError("--nppes-rows must be at least 1");
const outDir = resolve(process.env.INIT_CWD ?? process.cwd(), outArg);
mkdirSync(outDir, { recursive: true });

// ------------------------------------------------------------------------------------------ people

/** A number in [0, 1) fixed by (n, salt): a person's or a group's traits do not depend on the file. */
function unit(n: number, salt: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 0x27d4eb2f, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
const choose = <T>(items: readonly T[], n: number, salt: number): T =>
  items[Math.floor(unit(n, salt) * items.length)] as T;

const SALT = {
  trt: 1,
  prescriber: 2,
  biller: 3,
  listed: 4,
  first: 5,
  last: 6,
  specialty: 7,
  organisation: 8,
};
const ROWS_PER = { prescribers: 24, services: 9, clinicians: 1.9 };
const share = (rows: number, per: number) => Math.min(1, rows / per / POOL);
const SHARES = {
  prescribers: share(TARGET.prescribers, ROWS_PER.prescribers),
  services: share(TARGET.services, ROWS_PER.services),
  clinicians: share(TARGET.clinicians, ROWS_PER.clinicians),
};

// About one prescriber in 30 prescribes testosterone: about 38,000 people at national size.
const TRT_SHARE = SHARES.prescribers / 30;
const isTrt = (n: number) => unit(n, SALT.trt) < TRT_SHARE;
const ROLE = {
  prescribers: (n: number) => unit(n, SALT.prescriber) < (isTrt(n) ? 0.85 : SHARES.prescribers),
  services: (n: number) => unit(n, SALT.biller) < (isTrt(n) ? 0.35 : SHARES.services),
  clinicians: (n: number) => unit(n, SALT.listed) < (isTrt(n) ? 0.9 : SHARES.clinicians),
};

function npiOf(n: number): string {
  const stem = String(1_000_000_00 + n).padStart(9, "0");
  return `${stem}${npiCheckDigit(stem)}`;
}

const FIRST = ["Jordan", "Riley", "Casey", "Morgan", "Avery", "Quinn", "Taylor", "Jamie", "Rowan", "Skyler"];
const LAST = ["Sample", "Example", "Placeholder", "Tester", "Demo", "Fiction", "Mockley", "Dummett"];
const SPECIALTIES: readonly [type: string, credential: string][] = [
  ["Family Practice", "M.D."],
  ["Family Practice", "D.O."],
  ["Internal Medicine", "M.D."],
  ["Nurse Practitioner", "NP"],
  ["Physician Assistant", "PA-C"],
  ["Urology", "M.D."],
  ["Endocrinology", "M.D."],
  ["Cardiology", "M.D."],
  ["Obstetrics & Gynecology", "M.D."],
  ["Dentist", "DDS"],
];
const TRT_SPECIALTIES = SPECIALTIES.slice(0, 7);
const person = (n: number) => {
  const [type, credential] = choose(isTrt(n) ? TRT_SPECIALTIES : SPECIALTIES, n, SALT.specialty);
  return { first: choose(FIRST, n, SALT.first), last: choose(LAST, n, SALT.last), type, credential };
};

// --------------------------------------------------------------------------------------- places

const zips = gazetteerZips();
const STATE_FIPS: Record<string, string> = Object.fromEntries(
  "AL01 AK02 AZ04 AR05 CA06 CO08 CT09 DE10 DC11 FL12 GA13 HI15 ID16 IL17 IN18 IA19 KS20 KY21 LA22 ME23 MD24 MA25 MI26 MN27 MS28 MO29 MT30 NE31 NV32 NH33 NJ34 NM35 NY36 NC37 ND38 OH39 OK40 OR41 PA42 RI44 SC45 SD46 TN47 TX48 UT49 VT50 VA51 WA53 WV54 WI55 WY56"
    .split(" ")
    .map((code) => [code.slice(0, 2), code.slice(2)]),
);
const PLAIN = ["FAMILY MEDICINE", "MEDICAL GROUP", "PRIMARY CARE", "HEALTH PARTNERS", "PHYSICIANS", "CLINIC"];
const KEYWORD = ["MEN'S HEALTH", "LOW T CENTER", "MALE MEDICAL", "TESTOSTERONE CLINIC", "HORMONE CENTER"];
const FORMS = [", PLLC", ", LLC", " PA", ", INC", ""];

interface Place {
  line1: string;
  line2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** A place fixed by (n, salt): the same group always has the same address. */
function placeOf(n: number, salt: number): Place {
  const rand = random((n * 31 + salt) | 0);
  const [zip, city, state] = zips[Math.floor(rand() * zips.length)] as ZipRow;
  return {
    line1: `${100 + Math.floor(rand() * 9000)} ${STREETS[Math.floor(rand() * STREETS.length)]}`,
    line2: rand() < 0.4 ? `STE ${100 + Math.floor(rand() * 900)}` : "",
    city: city.toUpperCase(),
    state,
    zip: rand() < 0.6 ? `${zip}${String(Math.floor(rand() * 10_000)).padStart(4, "0")}` : zip,
    phone: `${200 + Math.floor(rand() * 800)}55501${String(Math.floor(rand() * 100)).padStart(2, "0")}`,
  };
}

const GROUPS = Math.max(1, Math.ceil((POOL * SHARES.clinicians) / 6));
function groupOf(id: number) {
  const keyword = unit(id, 11) < 0.01;
  const name = `${choose(WORDS, id, 12)} ${choose(keyword ? KEYWORD : PLAIN, id, 13)}${choose(FORMS, id, 14)}`;
  return {
    pacId: String(4_000_000_000 + id),
    name,
    members: 1 + Math.floor(unit(id, 15) * 60),
    place: placeOf(id, 16),
  };
}

// -------------------------------------------------------------------------------------- writing

const cell = (value: string | number) => {
  const text = String(value);
  return text.includes(",") || text.includes('"') ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * Writes one file: every person with `role`, in NPI order, gets a share of the rows (spread so the file has
 * exactly `rows`), written by `write(n, index, count)`.
 */
function writeFile(
  name: string,
  header: readonly string[],
  rows: number,
  role: (n: number) => boolean,
  write: (n: number, index: number, count: number) => (string | number)[],
) {
  let holders = 0;
  for (let n = 1; n <= POOL; n++) if (role(n)) holders++;
  const path = join(outDir, name);
  const fd = openSync(path, "w");
  let batch: string[] = [header.map(cell).join(",")];
  let written = 0;
  let holder = 0;
  const flush = () => {
    writeSync(fd, `${batch.join("\n")}\n`);
    batch = [];
  };
  try {
    for (let n = 1; n <= POOL && holders > 0; n++) {
      if (!role(n)) continue;
      const own = Math.floor(((holder + 1) * rows) / holders) - Math.floor((holder * rows) / holders);
      holder++;
      for (let index = 0; index < own; index++) {
        batch.push(write(n, index, own).map(cell).join(","));
        written++;
        if (batch.length === 4096) flush();
      }
    }
    flush();
  } finally {
    closeSync(fd);
  }
  console.log(`Wrote ${written.toLocaleString("en-US")} rows to ${path}`);
}

// ---------------------------------------------------------------------------------------- Part D

const TESTOSTERONE: readonly [brand: string, generic: string, weight: number][] = [
  ["Testosterone Cypionate", "Testosterone Cypionate", 50],
  ["Testosterone", "Testosterone", 28],
  ["Depo-Testosterone", "Testosterone Cypionate", 8],
  ["Androgel", "Testosterone", 3],
  ["Androgel Pump", "Testosterone", 2],
  ["Testosterone Enanthate", "Testosterone Enanthate", 4],
  ["Xyosted", "Testosterone Enanthate", 2],
  ["Methyltestosterone", "Methyltestosterone", 1],
  ["Jatenzo", "Testosterone Undecanoate", 1],
  ["Androderm", "Testosterone", 1],
];
const TESTOSTERONE_DRAW = TESTOSTERONE.flatMap((entry) => Array.from({ length: entry[2] }, () => entry));
const OTHER_DRUGS: readonly [brand: string, generic: string][] = [
  ["Atorvastatin Calcium", "Atorvastatin Calcium"],
  ["Lisinopril", "Lisinopril"],
  ["Metformin Hcl", "Metformin Hcl"],
  ["Metformin Hcl Er", "Metformin Hcl Er"],
  ["Amlodipine Besylate", "Amlodipine Besylate"],
  ["Levothyroxine Sodium", "Levothyroxine Sodium"],
  ["Lantus Solostar", "Insulin Glargine,hum.Rec.Anlog"],
  ["Pen Needle, Diabetic", "Pen Needle, Diabetic"],
  ["Eliquis", "Apixaban"],
  ["Jardiance", "Empagliflozin"],
  ["Omeprazole", "Omeprazole"],
  ["Tamsulosin Hcl", "Tamsulosin Hcl"],
  ["Sildenafil Citrate", "Sildenafil Citrate"],
  ["Estradiol", "Estradiol"],
  ["Covaryx", "Esterified Estrogens/Methyltes"],
];

const partD = random(20230101);
writeFile(
  "MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv",
  PRESCRIBERS_HEADER,
  TARGET.prescribers,
  ROLE.prescribers,
  (n, index) => {
    const who = person(n);
    const where = placeOf(n, 17);
    const testosterone = isTrt(n) && index < 1 + Math.floor(unit(n, 18) * 3);
    const [brand, generic] = testosterone
      ? (TESTOSTERONE_DRAW[Math.floor(partD() * TESTOSTERONE_DRAW.length)] as (typeof TESTOSTERONE)[number])
      : (OTHER_DRUGS[Math.floor(partD() * OTHER_DRUGS.length)] as (typeof OTHER_DRUGS)[number]);
    const claims = 11 + Math.floor(partD() ** 3 * 400);
    const beneficiaries = partD() < 0.55 ? "" : 11 + Math.floor(partD() * claims * 0.5);
    const older = partD() < 0.5;
    return [
      npiOf(n),
      who.last,
      who.first,
      where.city.charAt(0) + where.city.slice(1).toLowerCase(),
      where.state,
      STATE_FIPS[where.state] ?? "",
      who.type,
      "Claim-Specialty",
      brand,
      generic,
      claims,
      (claims * (1 + partD() * 2)).toFixed(1),
      claims * 30,
      (claims * partD() * 200).toFixed(2),
      beneficiaries,
      older ? "" : "*",
      older ? claims : "",
      older ? claims : "",
      older ? (claims * 12.5).toFixed(2) : "",
      older ? claims * 30 : "",
      beneficiaries === "" ? "*" : "",
      beneficiaries === "" ? "" : beneficiaries,
    ];
  },
);

// -------------------------------------------------------------------------------- Physician & Other

const CODES: readonly [code: string, description: string, drug: string, perVisit: number, weight: number][] =
  [
    ["J1071", "Injection, testosterone cypionate, 1 mg", "Y", 200, 70],
    ["J3121", "Injection, testosterone enanthate, 1 mg", "Y", 150, 12],
    ["J3145", "Injection, testosterone undecanoate, 1 mg", "Y", 750, 6],
    ["11980", "Insertion of hormone pellets under the skin", "N", 1, 11],
    ["S0189", "Testosterone pellet, 75 mg", "N", 10, 1],
  ];
const CODE_DRAW = CODES.flatMap((entry) => Array.from({ length: entry[4] }, () => entry));
const OTHER_CODES: readonly [code: string, description: string, drug: string][] = [
  ["99213", "Established patient office or other outpatient visit, 20-29 minutes", "N"],
  ["99214", "Established patient office or other outpatient visit, 30-39 minutes", "N"],
  ["99204", "New patient office or other outpatient visit, 45-59 minutes", "N"],
  ["36415", "Insertion of needle into vein for collection of blood sample", "N"],
  [
    "G0439",
    "Annual wellness visit, includes a personalized prevention plan of service (pps), subsequent visit",
    "N",
  ],
  ["J1100", "Injection, dexamethasone sodium phosphate, 1 mg", "Y"],
  [
    "93000",
    "Routine electrocardiogram (ecg) using at least 12 leads including interpretation and report",
    "N",
  ],
  ["81002", "Urinalysis, manual test", "N"],
];
const RUCA = "Metropolitan area core: primary flow within an urbanized area of 50,000 and greater";

const physician = random(20230102);
writeFile(
  "MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv",
  SERVICES_HEADER,
  TARGET.services,
  ROLE.services,
  (n, index) => {
    const who = person(n);
    const organisation = unit(n, SALT.organisation) < 0.03;
    const group = groupOf(Math.floor(unit(n, 20) * GROUPS));
    const where = unit(n, 21) < 0.8 ? group.place : placeOf(n, 22);
    const testosterone = isTrt(n) && index < 1 + Math.floor(unit(n, 23) * 2);
    const beneficiaries = 11 + Math.floor(physician() ** 2 * 80);
    const visits = beneficiaries + Math.floor(physician() * beneficiaries * (testosterone ? 8 : 2));
    let code: string;
    let description: string;
    let drug: string;
    let services: number;
    if (testosterone) {
      const entry = CODE_DRAW[Math.floor(physician() * CODE_DRAW.length)] as (typeof CODES)[number];
      [code, description, drug] = entry;
      services = visits * entry[3];
    } else {
      [code, description, drug] = OTHER_CODES[
        Math.floor(physician() * OTHER_CODES.length)
      ] as (typeof OTHER_CODES)[number];
      services = physician() < 0.05 ? visits + 0.5 : visits;
    }
    return [
      npiOf(n),
      organisation ? group.name.replace(/,? (PLLC|LLC|PA|INC)$/, "") : who.last,
      organisation ? "" : who.first,
      organisation ? "" : choose(["A", "B", "J", ""], n, 24),
      organisation ? "" : who.credential,
      organisation ? "O" : "I",
      where.line1,
      where.line2,
      where.city,
      where.state,
      STATE_FIPS[where.state] ?? "",
      where.zip.slice(0, 5),
      "1",
      RUCA,
      "US",
      organisation ? "Clinic or Group Practice" : who.type,
      "Y",
      code,
      description,
      drug,
      physician() < 0.85 ? "O" : "F",
      beneficiaries,
      services,
      visits,
      (48 + physician() * 300).toFixed(6),
      (12 + physician() * 100).toFixed(6),
      (9 + physician() * 80).toFixed(6),
      (9 + physician() * 80).toFixed(6),
    ];
  },
);

// ------------------------------------------------------------------------------ Doctors and Clinicians

const clinicians = random(20230103);
writeFile(
  "DAC_NationalDownloadableFile.csv",
  CLINICIANS_HEADER,
  TARGET.clinicians,
  ROLE.clinicians,
  (n, index) => {
    const who = person(n);
    const solo = unit(n * 7 + index, 30) < 0.15;
    const group = solo ? undefined : groupOf(Math.floor(unit(n, 31 + index) * GROUPS));
    const where = group ? group.place : placeOf(n, 32 + index);
    const [type, credential] = [who.type, who.credential.replaceAll(".", "").replace("-C", "")];
    return [
      npiOf(n),
      String(1_000_000_000 + n),
      `I${20080101 + Math.floor(unit(n, 33) * 150_000)}${String(n).padStart(6, "0").slice(-6)}`,
      who.last.toUpperCase(),
      who.first.toUpperCase(),
      unit(n, 34) < 0.5 ? choose(FIRST, n, 35).toUpperCase() : "",
      "",
      unit(n, 36) < 0.5 ? "F" : "M",
      credential,
      "OTHER",
      String(1975 + Math.floor(unit(n, 37) * 45)),
      type.toUpperCase(),
      "",
      "",
      "",
      "",
      "",
      clinicians() < 0.1 ? "Y" : "",
      group?.name ?? "",
      group?.pacId ?? "",
      group ? group.members : "",
      where.line1,
      where.line2,
      "",
      where.city,
      where.state,
      where.zip,
      where.phone,
      "Y",
      group ? "Y" : "",
      `${where.state}${where.zip.slice(0, 5)}${where.line1.replaceAll(" ", "").slice(0, 12)}`,
    ];
  },
);
