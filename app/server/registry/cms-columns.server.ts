/**
 * The column headers of the three CMS public-use files that say which clinicians practise testosterone
 * therapy and where, and the columns we read. As for the NPPES files (nppes-columns.server.ts), columns are
 * found by their exact header names, never by position; header names are read trimmed, so the trailing tabs
 * some releases put after "Cred" and "Telehlth", and the leading spaces of older ones, do not matter. Where
 * releases spell a column differently, every known spelling is listed, the current one first.
 */
import { resolveColumns } from "./nppes-columns.server.ts";

/**
 * Medicare Part D Prescribers - by Provider and Drug (MUP_DPR_RY25_P04_V10_DY23_NPIBN.csv, about 26.8 million
 * rows and 3.9 GB for 2023): one row per prescriber NPI and drug, drugs named as First Databank writes them.
 * Rows with fewer than 11 claims are left out of the file; Tot_Benes is blank when below 11.
 *
 * Sources (read 2026): the landing page and data dictionary,
 * https://data.cms.gov/provider-summary-by-type-of-service/medicare-part-d-prescribers/medicare-part-d-prescribers-by-provider-and-drug
 * and https://data.cms.gov/sites/default/files/2022-07/MUP_DPR_RY22_20220715_DD_PRV_Drug.pdf; the header as
 * read from the downloaded DY22, DY23 and DY24 files in github.com/carabistouflette/HealthGraphBench
 * (data/manifests/partd_feasibility_v0_2.json, identical in the three years), and real 2023 rows from the CMS
 * data API in github.com/SARARANJBAR/cms-outlier-detection (data/samples/part_d_2023_sample.csv). The file has
 * no credential column (the "by Provider" summary file, *_NPI.csv, is another file with other columns).
 */
export const PRESCRIBERS_HEADER: readonly string[] = [
  "Prscrbr_NPI",
  "Prscrbr_Last_Org_Name",
  "Prscrbr_First_Name",
  "Prscrbr_City",
  "Prscrbr_State_Abrvtn",
  "Prscrbr_State_FIPS",
  "Prscrbr_Type",
  "Prscrbr_Type_Src",
  "Brnd_Name",
  "Gnrc_Name",
  "Tot_Clms",
  "Tot_30day_Fills",
  "Tot_Day_Suply",
  "Tot_Drug_Cst",
  "Tot_Benes",
  "GE65_Sprsn_Flag",
  "GE65_Tot_Clms",
  "GE65_Tot_30day_Fills",
  "GE65_Tot_Drug_Cst",
  "GE65_Tot_Day_Suply",
  "GE65_Bene_Sprsn_Flag",
  "GE65_Tot_Benes",
];

export const PRESCRIBERS_COLUMNS = {
  npi: ["Prscrbr_NPI"],
  lastOrgName: ["Prscrbr_Last_Org_Name"],
  firstName: ["Prscrbr_First_Name"],
  city: ["Prscrbr_City"],
  state: ["Prscrbr_State_Abrvtn"],
  type: ["Prscrbr_Type"],
  brand: ["Brnd_Name"],
  generic: ["Gnrc_Name"],
  claims: ["Tot_Clms"],
  beneficiaries: ["Tot_Benes"],
} as const satisfies ColumnSpec;

/**
 * Medicare Physician & Other Practitioners - by Provider and Service (MUP_PHY_R25_P05_V20_D23_Prov_Svc.csv,
 * about 9.7 million rows and 2.9 GB for 2023): one row per rendering NPI, HCPCS code and place of service.
 * Rows with fewer than 11 beneficiaries are left out; nothing is blanked. For a drug code (J1071 and the
 * like, billed per mg) Tot_Srvcs counts the units billed, Tot_Bene_Day_Srvcs the distinct beneficiary-days,
 * that is the visits.
 *
 * Sources (read 2026): the landing page and data dictionary,
 * https://data.cms.gov/provider-summary-by-type-of-service/medicare-physician-other-practitioners/medicare-physician-other-practitioners-by-provider-and-service
 * (MUP_PHY_RY25_20250312_DD_PRV_SVC_508.pdf); the header and real 2023 rows from the CMS data API in
 * github.com/SARARANJBAR/cms-outlier-detection (data/samples/part_b_2023_sample.csv), and the column count
 * of the downloaded 2.9 GB file in github.com/aryankreddy/charta-gtm-intelligence (DATA_ATLAS_LOG.md).
 * Releases before R25 have Rndrng_Prvdr_Gndr after Rndrng_Prvdr_Crdntls; we do not read it.
 */
export const SERVICES_HEADER: readonly string[] = [
  "Rndrng_NPI",
  "Rndrng_Prvdr_Last_Org_Name",
  "Rndrng_Prvdr_First_Name",
  "Rndrng_Prvdr_MI",
  "Rndrng_Prvdr_Crdntls",
  "Rndrng_Prvdr_Ent_Cd",
  "Rndrng_Prvdr_St1",
  "Rndrng_Prvdr_St2",
  "Rndrng_Prvdr_City",
  "Rndrng_Prvdr_State_Abrvtn",
  "Rndrng_Prvdr_State_FIPS",
  "Rndrng_Prvdr_Zip5",
  "Rndrng_Prvdr_RUCA",
  "Rndrng_Prvdr_RUCA_Desc",
  "Rndrng_Prvdr_Cntry",
  "Rndrng_Prvdr_Type",
  "Rndrng_Prvdr_Mdcr_Prtcptg_Ind",
  "HCPCS_Cd",
  "HCPCS_Desc",
  "HCPCS_Drug_Ind",
  "Place_Of_Srvc",
  "Tot_Benes",
  "Tot_Srvcs",
  "Tot_Bene_Day_Srvcs",
  "Avg_Sbmtd_Chrg",
  "Avg_Mdcr_Alowd_Amt",
  "Avg_Mdcr_Pymt_Amt",
  "Avg_Mdcr_Stdzd_Amt",
];

export const SERVICES_COLUMNS = {
  npi: ["Rndrng_NPI"],
  lastOrgName: ["Rndrng_Prvdr_Last_Org_Name"],
  firstName: ["Rndrng_Prvdr_First_Name"],
  credential: ["Rndrng_Prvdr_Crdntls"],
  entityCode: ["Rndrng_Prvdr_Ent_Cd"],
  street1: ["Rndrng_Prvdr_St1"],
  street2: ["Rndrng_Prvdr_St2"],
  city: ["Rndrng_Prvdr_City"],
  state: ["Rndrng_Prvdr_State_Abrvtn"],
  zip5: ["Rndrng_Prvdr_Zip5"],
  hcpcs: ["HCPCS_Cd"],
  beneficiaries: ["Tot_Benes"],
  services: ["Tot_Srvcs"],
  beneficiaryDays: ["Tot_Bene_Day_Srvcs"],
} as const satisfies ColumnSpec;

/**
 * Doctors and Clinicians National Downloadable File (DAC_NationalDownloadableFile.csv, about 2.8 million rows,
 * monthly): one row per clinician NPI, enrollment, group (org_pac_id, empty for a clinician practising
 * alone) and address. Names, specialties and addresses are in capitals; Telehlth is "Y" or blank; ZIP Code
 * has 5 or 9 digits; Telephone Number 10 digits or nothing.
 *
 * Sources (read 2026): the dataset page https://data.cms.gov/provider-data/dataset/mj5m-pzi6 and its data
 * dictionary https://data.cms.gov/provider-data/sites/default/files/data_dictionaries/physician/DOC_Data_Dictionary.pdf;
 * the header below (the current release) as read from the file by public loaders of it, the earlier
 * short names (lst_nm, org_nm, cty, st, zip, phn_numbr; the 2021 Physician Compare file also had no
 * Telehlth column) from a notebook that read that release, and the JSON API's lower-case names from
 * github.com/andrewallenbruce/provider (R/clinicians.R).
 */
export const CLINICIANS_HEADER: readonly string[] = [
  "NPI",
  "Ind_PAC_ID",
  "Ind_enrl_ID",
  "Provider Last Name",
  "Provider First Name",
  "Provider Middle Name",
  "suff",
  "gndr",
  "Cred",
  "Med_sch",
  "Grd_yr",
  "pri_spec",
  "sec_spec_1",
  "sec_spec_2",
  "sec_spec_3",
  "sec_spec_4",
  "sec_spec_all",
  "Telehlth",
  "Facility Name",
  "org_pac_id",
  "num_org_mem",
  "adr_ln_1",
  "adr_ln_2",
  "ln_2_sprs",
  "City/Town",
  "State",
  "ZIP Code",
  "Telephone Number",
  "ind_assgn",
  "grp_assgn",
  "adrs_id",
];

/** The header of the releases with short names (same columns and order). */
export const CLINICIANS_SHORT_HEADER: readonly string[] = CLINICIANS_HEADER.map(
  (name) =>
    ({
      "Provider Last Name": "lst_nm",
      "Provider First Name": "frst_nm",
      "Provider Middle Name": "mid_nm",
      "Facility Name": "org_nm",
      "City/Town": "cty",
      State: "st",
      "ZIP Code": "zip",
      "Telephone Number": "phn_numbr",
    })[name] ?? name,
);

export const CLINICIANS_COLUMNS = {
  npi: ["NPI", "npi"],
  lastName: ["Provider Last Name", "lst_nm", "provider_last_name"],
  firstName: ["Provider First Name", "frst_nm", "provider_first_name"],
  credential: ["Cred", "cred"],
  specialty: ["pri_spec"],
  facilityName: ["Facility Name", "org_nm", "facility_name"],
  orgPacId: ["org_pac_id"],
  line1: ["adr_ln_1"],
  line2: ["adr_ln_2"],
  city: ["City/Town", "cty", "citytown"],
  state: ["State", "st", "state"],
  zip: ["ZIP Code", "zip", "zip_code"],
  phone: ["Telephone Number", "phn_numbr", "telephone_number"],
} as const satisfies ColumnSpec;

/** Columns some releases lack: read as empty when absent. */
export const CLINICIANS_OPTIONAL_COLUMNS = {
  telehealth: ["Telehlth", "telehlth"],
} as const satisfies ColumnSpec;

/** For each column we read, its known header names, the current one first. */
export type ColumnSpec = Readonly<Record<string, readonly [string, ...string[]]>>;

export type CmsColumnResolution<K extends string> =
  | { ok: true; indexes: Record<K, number> }
  | { ok: false; missing: string[]; repeated: string[] };

/** "Facility Name" or "Facility Name (or org_nm, facility_name)", for messages. */
export function describeColumn(names: readonly string[]): string {
  const [first, ...others] = names;
  return others.length === 0 ? `"${first}"` : `"${first}" (or ${others.map((n) => `"${n}"`).join(", ")})`;
}

/**
 * Finds each column in a header by the first of its names the header has (see resolveColumns for the rules:
 * any order, other columns allowed, a column given twice fails). Optional columns that are absent get -1.
 */
export function resolveCmsColumns<K extends string, O extends string = never>(
  header: readonly string[],
  required: Readonly<Record<K, readonly string[]>>,
  optional: Readonly<Record<O, readonly string[]>> = {} as Record<O, readonly string[]>,
): CmsColumnResolution<K | O> {
  const present = new Set(header);
  const chosen = {} as Record<K | O, string>;
  const missing: string[] = [];
  for (const [key, names] of Object.entries(required) as [K, readonly string[]][]) {
    const name = names.find((candidate) => present.has(candidate));
    if (name === undefined) missing.push(describeColumn(names));
    else chosen[key] = name;
  }
  const absent: O[] = [];
  for (const [key, names] of Object.entries(optional) as [O, readonly string[]][]) {
    const name = names.find((candidate) => present.has(candidate));
    if (name === undefined) absent.push(key);
    else chosen[key] = name;
  }
  const resolved = resolveColumns(header, chosen);
  if (!resolved.ok || missing.length > 0) {
    return { ok: false, missing, repeated: resolved.ok ? [] : resolved.repeated };
  }
  const indexes = resolved.indexes as Record<K | O, number>;
  for (const key of absent) indexes[key] = -1;
  return { ok: true, indexes };
}
