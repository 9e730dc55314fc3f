import { phoneDigits, zip5 } from "../../domain/registry-candidate.ts";
import { titleCase } from "../../domain/title-case.ts";
import { CLINICIANS_COLUMNS, CLINICIANS_OPTIONAL_COLUMNS } from "./cms-columns.server.ts";
import { type CmsRowsRead, cmsLayout, type RowVerdict, readCmsRecords } from "./cms-file.server.ts";
import { CellSlots } from "./csv-lines.server.ts";
import type { ScanProgress } from "./scan-file.server.ts";
import { createStringPool } from "./string-pool.server.ts";

export const CLINICIANS_FILE = "Doctors and Clinicians National Downloadable File";

/** One clinician at one practice location, as the file gives it (names and addresses title-cased). */
export interface ClinicianLocation {
  npi: string;
  /** "Jordan Sample" */
  name: string;
  /** As written ("MD", "NP"); "" when none. */
  credential: string;
  /** Primary specialty ("Family Practice"). */
  specialty: string;
  /** The group's PECOS id; "" for a clinician practising alone. */
  orgPacId: string;
  /** The group's name; "" for a clinician practising alone. */
  facilityName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip5: string;
  /** Ten digits, or "". */
  phone: string;
  /** The clinician offers telehealth (Telehlth "Y"). */
  telehealth: boolean;
  /** The NPI is one of the evidence NPIs. */
  hasEvidence: boolean;
  /** The brand the facility name matched, when it did. */
  brand?: string;
  line: number;
}

export interface CliniciansFile extends CmsRowsRead {
  file: string;
  locations: ClinicianLocation[];
}

export interface CliniciansReadOptions {
  /** Clinicians to keep wherever they practise. */
  evidenceNpis: ReadonlySet<string>;
  /** The brand a facility name belongs to, or undefined: rows it accepts are kept too. */
  matchBrand?: (facilityName: string) => string | undefined;
  onProgress?: (progress: ScanProgress) => void;
}

const KEYS = [
  "npi",
  "lastName",
  "firstName",
  "credential",
  "specialty",
  "facilityName",
  "orgPacId",
  "line1",
  "line2",
  "city",
  "state",
  "zip",
  "phone",
  "telehealth",
] as const;

const BRAND_CACHE_SIZE = 100_000;

/** A brand matcher that remembers its verdicts, forgetting them all when it holds `size`. */
function cachedMatcher(match: (name: string) => string | undefined, size = BRAND_CACHE_SIZE) {
  const cache = new Map<string, string | undefined>();
  return (name: string) => {
    if (cache.has(name)) return cache.get(name);
    if (cache.size >= size) cache.clear();
    const brand = match(name);
    cache.set(name, brand);
    return brand;
  };
}

/**
 * Reads the file and returns the kept locations in file order. Throws CmsFileError when the file cannot be
 * read or its header lacks a column we read (the header names of earlier releases are accepted).
 */
export function readCliniciansFile(path: string, options: CliniciansReadOptions): CliniciansFile {
  const layout = cmsLayout(path, CLINICIANS_FILE, CLINICIANS_COLUMNS, CLINICIANS_OPTIONAL_COLUMNS);
  const slot = Object.fromEntries(KEYS.map((key, index) => [key, index])) as Record<
    (typeof KEYS)[number],
    number
  >;
  const cells = new CellSlots(KEYS.map((key) => layout.columns[key]));
  const limit = Math.max(layout.columns.npi, layout.columns.facilityName) + 1;
  const matchBrand = options.matchBrand ? cachedMatcher(options.matchBrand) : undefined;
  const locations: ClinicianLocation[] = [];
  // A practice's clinicians share its name and address: each is kept once.
  const kept = createStringPool();

  const read = readCmsRecords(
    path,
    { cells, limit, cellCount: layout.cellCount, npiSlot: slot.npi },
    (buffer) => {
      const hasEvidence = options.evidenceNpis.has(cells.text(buffer, slot.npi));
      const facility = matchBrand ? cells.text(buffer, slot.facilityName) : "";
      const brand = facility === "" || !matchBrand ? undefined : matchBrand(facility);
      return hasEvidence || brand !== undefined ? { hasEvidence, brand } : undefined;
    },
    (buffer, npi, { hasEvidence, brand }, line): RowVerdict => {
      const orgPacId = cells.text(buffer, slot.orgPacId);
      const location: ClinicianLocation = {
        npi,
        name: titleCase(
          [cells.text(buffer, slot.firstName), cells.text(buffer, slot.lastName)]
            .filter((part) => part !== "")
            .join(" "),
        ),
        credential: kept(cells.text(buffer, slot.credential)),
        specialty: kept(titleCase(cells.text(buffer, slot.specialty))),
        orgPacId: kept(orgPacId),
        facilityName: kept(titleCase(cells.text(buffer, slot.facilityName))),
        addressLine1: kept(titleCase(cells.text(buffer, slot.line1))),
        addressLine2: kept(titleCase(cells.text(buffer, slot.line2))),
        city: kept(titleCase(cells.text(buffer, slot.city))),
        state: kept(cells.text(buffer, slot.state).toUpperCase()),
        zip5: zip5(cells.text(buffer, slot.zip)) ?? "",
        phone: phoneDigits(cells.text(buffer, slot.phone)) ?? "",
        // A release without the column (-1: no cell goes to its slot) reads as "".
        telehealth: cells.text(buffer, slot.telehealth).toUpperCase() === "Y",
        hasEvidence,
        line,
      };
      if (brand !== undefined) location.brand = brand;
      locations.push(location);
      return true;
    },
    options.onProgress,
  );
  return { file: path, locations, ...read };
}
