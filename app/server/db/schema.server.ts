import type { Generated, Insertable, Selectable } from "kysely";
import type { CandidateStatus } from "../../domain/admin-queues.ts";

export type { CandidateStatus };

/** Booleans are stored as 0/1 integers so both dialects read and write them the same way. */
export type Flag = 0 | 1;

export interface ClinicsTable {
  id: Generated<number>;
  slug: string;
  name: string;
  description: string | null;
  address_line1: string;
  address_line2: string | null;
  city: string;
  /** Lower-case city with punctuation removed, for city-page lookups ("st louis"). */
  city_key: string;
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  website: string | null;
  google_maps_url: string | null;
  rating: number | null;
  review_count: number;
  price_range: string | null;
  telehealth: Flag;
  video_consult: Flag;
  e_prescriptions: Flag;
  verified: Flag;
  featured: Flag;
  year_established: number | null;
  support_hours: string | null;
  response_rate: number | null;
  response_time: string | null;
  last_verified_at: string | null;
  source: string | null;
  /** The clinic's National Provider Identifier (10 digits), when known. */
  npi: string | null;
  /** IANA time zone of the clinic's coordinates ("America/Chicago"), set when it is written. */
  time_zone: string | null;
  /** Null when the clinic has not said. */
  accepting_new_patients: Flag | null;
  /** The Google figures are `rating` and `review_count`; these say where and when they were read. */
  google_url: string | null;
  google_as_of: string | null;
  yelp_rating: number | null;
  yelp_review_count: number | null;
  yelp_url: string | null;
  yelp_as_of: string | null;
  healthgrades_rating: number | null;
  healthgrades_review_count: number | null;
  healthgrades_url: string | null;
  healthgrades_as_of: string | null;
  /** The registered legal name, when the shown name differs from it ("Summit Men's Health" for "SUMMIT MEN'S HEALTH, PLLC"). */
  legal_name: string | null;
  /** "address": the coordinates are the clinic's door; "zip": its ZIP code's centre (registry listings). */
  location_precision: Generated<LocationPrecision>;
  /** How the last verification was made: app/domain/verification.ts VERIFICATION_METHODS. */
  verification_method: string | null;
  /** When the clinic last confirmed its listing's details itself (decision 51): approved changes or "still correct". */
  clinic_confirmed_at: Generated<string | null>;
  /** 1: held back by an operator, shown to no visitor. */
  held: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export type LocationPrecision = "address" | "zip";

export interface CatalogTable {
  id: string;
  name: string;
  position: number;
}

export interface ClinicServicesTable {
  clinic_id: number;
  service_id: string;
  description: string | null;
  position: number;
}

export interface ClinicInsuranceTable {
  clinic_id: number;
  insurance_id: string;
  position: number;
}

export interface ClinicPricingTable {
  clinic_id: number;
  position: number;
  service: string;
  price: string;
  low: number | null;
  high: number | null;
  unit: string | null;
  /** Where the price came from (app/domain/price-source.ts); every row has one since migration 014. */
  source: string;
  /** The day the price was true, YYYY-MM-DD; every row has one since migration 014. */
  as_of: string;
}

export interface ClinicLicenseStatesTable {
  clinic_id: number;
  state: string;
}

/** One row per opening period; a day may have several (key: clinic, day, opens; migration 012). */
export interface ClinicHoursTable {
  clinic_id: number;
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  opens: string;
  closes: string;
}

export interface DatasetInfoTable {
  key: string;
  value: string;
}

/** One row (id 1) whose version every write to the clinic tables bumps, through triggers. */
export interface RateLimitHitsTable {
  /** "<bucket>|<digest of the window and the client's address>". */
  key: string;
  /** bigint: PostgreSQL returns it as a string, SQLite as a number. */
  window_start: number | string;
  hits: number;
}

export interface DataVersionTable {
  id: number;
  /** bigint: PostgreSQL returns it as a string, SQLite as a number. */
  version: number | string;
}

/** Per clinic, the data version of its latest change; clinic 0 is every clinic (migration 015). */
export interface ClinicChangesTable {
  clinic_id: number;
  /** bigint: PostgreSQL returns it as a string, SQLite as a number. */
  version: number | string;
}

/** A visitor's correction to a listing. No IP address or other trace of the sender beyond an optional e-mail. */
export interface SuggestionsTable {
  id: Generated<number>;
  clinic_id: number;
  /** What is wrong: one of app/domain/suggestion-form.ts SUGGESTION_KINDS. */
  kind: string;
  correction: string | null;
  /** Only when the visitor asked for a reply. */
  email: string | null;
  status: Generated<"open" | "applied" | "dismissed">;
  created_at: string;
  resolved_at: string | null;
  /** The operator who applied or dismissed it. */
  resolved_by: Generated<string | null>;
  /** The showing of the form it was sent from (a form's token is good once); null for older rows. */
  form_instance: Generated<string | null>;
}

/**
 * One usage event, as /privacy lists it (app/domain/analytics-event.ts STORED_EVENT_FIELDS, kept equal to
 * these columns by a test). No id, no time of day, nothing that ties one visitor's events together.
 */
export interface EventsTable {
  type: string;
  /** UTC day, "2026-11-24". */
  day: string;
  path: string | null;
  place_city: string | null;
  place_state: string | null;
  place_zip: string | null;
  result_count: number | null;
  clinic_id: number | null;
  referrer_host: string | null;
  device: string | null;
}

export interface AdminUsersTable {
  id: Generated<number>;
  /** Lower-case. */
  email: string;
  /** app/server/admin/password.server.ts: a versioned scrypt string. */
  password_hash: string;
  created_at: string;
  updated_at: string;
  /** "admin" or "editor" (app/domain/admin-roles.ts), or "clinic" for a clinic's representative. */
  role: Generated<string>;
  /** Set while the account may not sign in. */
  disabled_at: string | null;
  last_sign_in_at: string | null;
  /** The TOTP secret, encrypted (secret-box.server.ts); set at enrolment, in force once totp_enabled_at is. */
  totp_secret: string | null;
  totp_enabled_at: string | null;
  /** The last time step a code was accepted for: a code is never accepted twice. */
  totp_last_step: number | null;
}

/** One-time recovery codes for the second factor, as digests. */
export interface AdminRecoveryCodesTable {
  code_digest: string;
  admin_id: number;
  used_at: string | null;
}

/** One-time links that set a password: "reset" (forgotten password) or "invite" (a new account). */
export interface AdminPasswordTokensTable {
  token_digest: string;
  admin_id: number;
  purpose: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A password accepted, waiting for the second factor; the token travels in the second step's form. */
export interface AdminSignInChallengesTable {
  token_digest: string;
  admin_id: number;
  /** The address as typed at the first step: the second step counts against the same throttle keys. */
  email_typed: string;
  created_at: string;
  expires_at: string;
}

/** When each periodic e-mail (by name, e.g. "suggestions") was last sent. */
export interface MailDigestsTable {
  name: string;
  last_sent_at: string;
}

/** A signed-in operator. The key is a digest of the token in the cookie: a copy of the table signs no one in. */
export interface AdminSessionsTable {
  token_digest: string;
  admin_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

/** A form posted after its session expired, kept for the operator who owned it (decision 40). */
export interface AdminKeptInputTable {
  id: Generated<number>;
  admin_id: number;
  path: string;
  /** JSON: [[name, value], …] without the CSRF token. */
  fields: string;
  created_at: string;
}

/** Failed sign-ins per "account|<digest>" or "client|<digest>" (never the address or e-mail itself). */
export interface AdminSignInFailuresTable {
  key: string;
  failures: number;
  last_failed_at: string;
  locked_until: string | null;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  /** The clinic changed; null for a decision on a registry candidate that made or touched no clinic. */
  clinic_id: number | null;
  /** The clinic's name, or the candidate's. */
  clinic_name: string;
  admin_email: string;
  /** "create", "update", "verify", "unverify", "feature", "unfeature", "delete". */
  action: string;
  /** JSON: [{ field, before, after }]. */
  changes: string;
  note: string | null;
  created_at: string;
  /** The registry candidate decided on (accept, merge, reject). */
  candidate_id: number | null;
  /** The operator account a change was about (role, disable, invitation, second factor). */
  account_id: Generated<number | null>;
  /** The browser import (admin_imports) that made this change. */
  import_id: Generated<number | null>;
}

/** A file checked on the import page, kept for the session that checked it until it is applied or expires. */
export interface AdminImportUploadsTable {
  id: Generated<number>;
  /** A digest of the checking session's secret. */
  session_key: string;
  file_name: string;
  /** SHA-256 of the file's text, base64url. */
  digest: string;
  content: string;
  created_at: string;
  expires_at: string;
}

/** One applied browser import; its changes are the audit entries that name it. */
export interface AdminImportsTable {
  id: Generated<number>;
  admin_email: string;
  file_name: string;
  digest: string;
  created: Generated<number>;
  updated: Generated<number>;
  unchanged: Generated<number>;
  applied_at: string;
  undone_at: string | null;
  undone_by: string | null;
}

/** One run of the registry candidates tool (npm run registry:candidates). */
export interface RegistryRunsTable {
  id: Generated<number>;
  started_at: string;
  finished_at: string;
  /** JSON: [{ kind, file, period }] */
  files: string;
  rules: string;
  /** JSON: app/server/registry/queue.server.ts RunSummary. */
  summary: string;
}

/**
 * A practice location the registry tool proposed, waiting for an operator (held) or decided. Never read by
 * a public page. `candidate_key` identifies the practice location across runs.
 */
export interface RegistryCandidatesTable {
  id: Generated<number>;
  candidate_key: string;
  status: Generated<CandidateStatus>;
  /** The organisation's NPI, or a solo clinician's. */
  npi: string | null;
  /** The clinician group's PECOS id in the Doctors and Clinicians file. */
  org_pac_id: string | null;
  name: string;
  legal_name: string | null;
  /** JSON array of other names (doing business as, the clinician file's facility name). */
  other_names: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  /** JSON array of { code, name }. */
  taxonomies: string;
  registry_last_updated: string | null;
  source: string;
  /** Comma-separated: "evidence", "brand", "keyword". */
  found_by: string;
  /** What in the name matched, in words ("men's health, a strong keyword, in the DBA name"). */
  name_match: string | null;
  has_prescriptions: Flag;
  has_services: Flag;
  /** JSON: app/domain/registry-evidence.ts CandidateEvidence. */
  evidence: string | null;
  evidence_summary: string | null;
  /** Prescriptions plus services: the queue's default order, strongest first. */
  evidence_strength: number;
  facts_digest: string;
  first_run_id: number;
  last_run_id: number;
  /** The run in which the candidate's facts last changed (its first run when they never did). */
  changed_run_id: number;
  /** The clinic it was published as or merged into. */
  clinic_id: number | null;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
  created_at: string;
  updated_at: string;
}

/** Someone asking to manage a clinic's listing, how they proved it, and the operator's decision. */
export interface ClinicClaimsTable {
  id: Generated<number>;
  clinic_id: number;
  name: string;
  /** Lower-case. */
  email: string;
  job_title: string;
  /** "email" (a link to an address at the website's domain) or "callback" (a code read on the listed phone). */
  method: string;
  /** app/domain/clinic-claims.ts: CLAIM_STATUSES. */
  status: string;
  /** The claim's private link, as a digest: it confirms an e-mail claim and takes a call-back's code. */
  link_digest: string;
  link_expires_at: string;
  /** The code an operator read on the phone, as a digest, while it may be typed. */
  code_digest: string | null;
  code_expires_at: string | null;
  code_failures: Generated<number>;
  /** The operator who called. */
  code_read_by: string | null;
  proved_at: string | null;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** The clinic account made or used when the claim was approved. */
  account_id: number | null;
}

/** The reminder sent to a clinic's representatives that its confirmation of `confirmed_at` is getting old. */
export interface ClinicConfirmationRemindersTable {
  clinic_id: number;
  confirmed_at: string;
  sent_at: string;
}

/** Changes a clinic's representative proposes to its listing; `changes` is JSON: [{ field, before, after }]. */
export interface ClinicProposalsTable {
  id: Generated<number>;
  clinic_id: number;
  account_id: number | null;
  account_email: string;
  changes: string;
  /** What the representative wrote for the operator. */
  note: string | null;
  /** "open", "applied" or "rejected". */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
}

/** A clinic asking to be featured; once approved, the days it is featured (YYYY-MM-DD, both included). */
export interface ClinicFeatureRequestsTable {
  id: Generated<number>;
  clinic_id: number;
  account_id: number | null;
  account_email: string;
  message: string | null;
  /** "open", "approved", "declined" or "withdrawn". */
  status: string;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  starts_on: string | null;
  ends_on: string | null;
}

export interface ClinicRepresentativesTable {
  account_id: number;
  clinic_id: number;
  claim_id: number | null;
  created_at: string;
}

/** How many searches listed a clinic in a UTC month ("2026-11"): a count, nothing about the searches. */
export interface ClinicAppearancesTable {
  clinic_id: number;
  month: string;
  searches: number;
}

export interface Database {
  clinics: ClinicsTable;
  services: CatalogTable;
  insurance_providers: CatalogTable;
  clinic_services: ClinicServicesTable;
  clinic_insurance: ClinicInsuranceTable;
  clinic_pricing: ClinicPricingTable;
  clinic_license_states: ClinicLicenseStatesTable;
  clinic_hours: ClinicHoursTable;
  dataset_info: DatasetInfoTable;
  data_version: DataVersionTable;
  clinic_changes: ClinicChangesTable;
  rate_limit_hits: RateLimitHitsTable;
  suggestions: SuggestionsTable;
  events: EventsTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_kept_input: AdminKeptInputTable;
  admin_sign_in_failures: AdminSignInFailuresTable;
  admin_audit_log: AdminAuditLogTable;
  admin_import_uploads: AdminImportUploadsTable;
  admin_imports: AdminImportsTable;
  admin_recovery_codes: AdminRecoveryCodesTable;
  admin_password_tokens: AdminPasswordTokensTable;
  admin_sign_in_challenges: AdminSignInChallengesTable;
  mail_digests: MailDigestsTable;
  registry_runs: RegistryRunsTable;
  registry_candidates: RegistryCandidatesTable;
  clinic_claims: ClinicClaimsTable;
  clinic_representatives: ClinicRepresentativesTable;
  clinic_confirmation_reminders: ClinicConfirmationRemindersTable;
  clinic_proposals: ClinicProposalsTable;
  clinic_feature_requests: ClinicFeatureRequestsTable;
  clinic_appearances: ClinicAppearancesTable;
}

export type ClinicRow = Selectable<ClinicsTable>;
export type NewClinicRow = Insertable<ClinicsTable>;
