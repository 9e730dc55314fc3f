/**
 * The column headers of the CMS NPPES data dissemination files, exactly as the files write them (odd
 * spacing included), and the columns the candidates tool reads. Columns are always found by these names in
 * the file's header, never by position.
 *
 * Sources (read 2026):
 * - CMS, "NPPES Data Dissemination – Readme" (updated February 1, 2025; V.2 files), Exhibits 2-1 to 2-3:
 *   the layouts and column order of the data file, the other name file and the practice location file. A
 *   Markdown copy is in github.com/DSACMS/npd_Puffin, docs/nppes/NPPES_ReadMe_And_CodeValues.md. The PDF
 *   text drops a space in "Address-  Address Line 2" and writes "Issue" for "Issuer" in a few headers, so
 *   the exact texts below are taken from the headers of real files:
 * - github.com/DSACMS/npd_Puffin (CMS Digital Service), the headers of the June 2025 V.2 files as read from
 *   the files themselves: nppes_main/npidata_pfile_20050523-20250608.metadata.json (all 330 columns),
 *   nppes_pl/pl_pfile_20050523-20250608.metadata.json (with the two spaces in
 *   "Provider Secondary Practice Location Address-  Address Line 2") and
 *   nppes_othername/othername_pfile_20050523-20250608.metadata.json.
 * - Other public parsers agree on the names we use, e.g. github.com/fuzail2498/npi-registry
 *   (NPIRegistryConstants.java, the main file's name and address columns).
 *
 * V.1 files name column 42 "Provider Gender Code" where V.2 has "Provider Sex Code"; the tool reads neither,
 * so both versions work.
 */

const TAXONOMY_SLOTS = 15;
const OTHER_IDENTIFIER_SLOTS = 50;
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The main file's header (npidata_pfile_*.csv, V.2): 330 columns. */
export const NPIDATA_HEADER: readonly string[] = [
  "NPI",
  "Entity Type Code",
  "Replacement NPI",
  "Employer Identification Number (EIN)",
  "Provider Organization Name (Legal Business Name)",
  "Provider Last Name (Legal Name)",
  "Provider First Name",
  "Provider Middle Name",
  "Provider Name Prefix Text",
  "Provider Name Suffix Text",
  "Provider Credential Text",
  "Provider Other Organization Name",
  "Provider Other Organization Name Type Code",
  "Provider Other Last Name",
  "Provider Other First Name",
  "Provider Other Middle Name",
  "Provider Other Name Prefix Text",
  "Provider Other Name Suffix Text",
  "Provider Other Credential Text",
  "Provider Other Last Name Type Code",
  "Provider First Line Business Mailing Address",
  "Provider Second Line Business Mailing Address",
  "Provider Business Mailing Address City Name",
  "Provider Business Mailing Address State Name",
  "Provider Business Mailing Address Postal Code",
  "Provider Business Mailing Address Country Code (If outside U.S.)",
  "Provider Business Mailing Address Telephone Number",
  "Provider Business Mailing Address Fax Number",
  "Provider First Line Business Practice Location Address",
  "Provider Second Line Business Practice Location Address",
  "Provider Business Practice Location Address City Name",
  "Provider Business Practice Location Address State Name",
  "Provider Business Practice Location Address Postal Code",
  "Provider Business Practice Location Address Country Code (If outside U.S.)",
  "Provider Business Practice Location Address Telephone Number",
  "Provider Business Practice Location Address Fax Number",
  "Provider Enumeration Date",
  "Last Update Date",
  "NPI Deactivation Reason Code",
  "NPI Deactivation Date",
  "NPI Reactivation Date",
  "Provider Sex Code",
  "Authorized Official Last Name",
  "Authorized Official First Name",
  "Authorized Official Middle Name",
  "Authorized Official Title or Position",
  "Authorized Official Telephone Number",
  ...range(TAXONOMY_SLOTS).flatMap((n) => [
    `Healthcare Provider Taxonomy Code_${n}`,
    `Provider License Number_${n}`,
    `Provider License Number State Code_${n}`,
    `Healthcare Provider Primary Taxonomy Switch_${n}`,
  ]),
  ...range(OTHER_IDENTIFIER_SLOTS).flatMap((n) => [
    `Other Provider Identifier_${n}`,
    `Other Provider Identifier Type Code_${n}`,
    `Other Provider Identifier State_${n}`,
    `Other Provider Identifier Issuer_${n}`,
  ]),
  "Is Sole Proprietor",
  "Is Organization Subpart",
  "Parent Organization LBN",
  "Parent Organization TIN",
  "Authorized Official Name Prefix Text",
  "Authorized Official Name Suffix Text",
  "Authorized Official Credential Text",
  ...range(TAXONOMY_SLOTS).map((n) => `Healthcare Provider Taxonomy Group_${n}`),
  "Certification Date",
];

/** The practice location file's header (pl_pfile_*.csv): note the two spaces before "Address Line 2". */
export const PL_HEADER: readonly string[] = [
  "NPI",
  "Provider Secondary Practice Location Address- Address Line 1",
  "Provider Secondary Practice Location Address-  Address Line 2",
  "Provider Secondary Practice Location Address - City Name",
  "Provider Secondary Practice Location Address - State Name",
  "Provider Secondary Practice Location Address - Postal Code",
  "Provider Secondary Practice Location Address - Country Code (If outside U.S.)",
  "Provider Secondary Practice Location Address - Telephone Number",
  "Provider Secondary Practice Location Address - Telephone Extension",
  "Provider Practice Location Address - Fax Number",
];

/** The other name file's header (othername_pfile_*.csv). Type code 3 is "doing business as". */
export const OTHERNAME_HEADER: readonly string[] = [
  "NPI",
  "Provider Other Organization Name",
  "Provider Other Organization Name Type Code",
];

/**
 * The endpoint file's columns the tool reads (endpoint_pfile_*.csv: an organisation's electronic addresses,
 * Direct e-mail, FHIR servers and websites). Header as in CMS's "NPPES Data Dissemination – Readme" (Endpoint
 * Reference File) and the files themselves.
 */
export const ENDPOINT_COLUMNS = {
  npi: "NPI",
  endpoint: "Endpoint",
} as const;

/** Provider Other Organization Name Type Code of a doing-business-as name (the other codes: 4 former legal business name, 5 other). */
export const DBA_NAME_TYPE = "3";

/** The main file's columns the tool reads, by the name it uses for them. */
export const MAIN_COLUMNS = {
  npi: "NPI",
  entityType: "Entity Type Code",
  legalName: "Provider Organization Name (Legal Business Name)",
  lastName: "Provider Last Name (Legal Name)",
  firstName: "Provider First Name",
  credential: "Provider Credential Text",
  otherName: "Provider Other Organization Name",
  otherNameType: "Provider Other Organization Name Type Code",
  line1: "Provider First Line Business Practice Location Address",
  line2: "Provider Second Line Business Practice Location Address",
  city: "Provider Business Practice Location Address City Name",
  state: "Provider Business Practice Location Address State Name",
  postalCode: "Provider Business Practice Location Address Postal Code",
  country: "Provider Business Practice Location Address Country Code (If outside U.S.)",
  phone: "Provider Business Practice Location Address Telephone Number",
  lastUpdate: "Last Update Date",
  deactivation: "NPI Deactivation Date",
  reactivation: "NPI Reactivation Date",
} as const;

/** The main file's 15 taxonomy code columns. */
export const TAXONOMY_COLUMNS: readonly string[] = range(TAXONOMY_SLOTS).map(
  (n) => `Healthcare Provider Taxonomy Code_${n}`,
);

export const PL_COLUMNS = {
  npi: "NPI",
  line1: "Provider Secondary Practice Location Address- Address Line 1",
  line2: "Provider Secondary Practice Location Address-  Address Line 2",
  city: "Provider Secondary Practice Location Address - City Name",
  state: "Provider Secondary Practice Location Address - State Name",
  postalCode: "Provider Secondary Practice Location Address - Postal Code",
  country: "Provider Secondary Practice Location Address - Country Code (If outside U.S.)",
  phone: "Provider Secondary Practice Location Address - Telephone Number",
} as const;

export const OTHERNAME_COLUMNS = {
  npi: "NPI",
  name: "Provider Other Organization Name",
  type: "Provider Other Organization Name Type Code",
} as const;

export type ColumnResolution<K extends string> =
  | { ok: true; indexes: Record<K, number>; list: number[] }
  | { ok: false; missing: string[]; repeated: string[] };

/**
 * Finds each wanted column in a header by its exact name: `wanted` by key, `list` in order (both may be
 * given). Columns may be in any order and the header may have others; a wanted column that is missing or
 * appears twice fails, named in `missing` or `repeated`.
 */
export function resolveColumns<K extends string>(
  header: readonly string[],
  wanted: Readonly<Record<K, string>>,
  list: readonly string[] = [],
): ColumnResolution<K> {
  const missing: string[] = [];
  const repeated: string[] = [];
  const find = (name: string) => {
    const index = header.indexOf(name);
    if (index === -1) missing.push(name);
    else if (header.indexOf(name, index + 1) !== -1) repeated.push(name);
    return index;
  };
  const indexes = {} as Record<K, number>;
  for (const [key, name] of Object.entries(wanted) as [K, string][]) indexes[key] = find(name);
  const listed = list.map(find);
  return missing.length > 0 || repeated.length > 0
    ? { ok: false, missing, repeated }
    : { ok: true, indexes, list: listed };
}
