import { DAYS_MONDAY_FIRST } from "./catalog.ts";

/**
 * What a clinic's representative may change in a proposal (issue 34): how to reach the clinic, what it offers
 * and what it costs. Its name, address, ratings, verification and featured state stay the operator's.
 * Names are the edit form's columns (one per day for the hours).
 */
export const PROPOSAL_COLUMNS = [
  "phone",
  "website",
  ...DAYS_MONDAY_FIRST,
  "supportHours",
  "acceptingNewPatients",
  "services",
  "insurance",
  "telehealth",
  "videoConsult",
  "ePrescriptions",
  "licenseStates",
  "pricing",
] as const;

export type ProposalColumn = (typeof PROPOSAL_COLUMNS)[number];

/** The clinic data fields (as the audit log names them) a proposal may change: the columns, the days as "hours". */
export const PROPOSAL_FIELDS: ReadonlySet<string> = new Set(
  PROPOSAL_COLUMNS.map((column) =>
    (DAYS_MONDAY_FIRST as readonly string[]).includes(column) ? "hours" : column,
  ),
);

export const PROPOSAL_STATUSES = ["open", "applied", "rejected"] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  open: "Waiting for an operator",
  applied: "Published",
  rejected: "Not published",
};

export const MAX_PROPOSAL_NOTE_LENGTH = 1000;
/** A price a clinic submits says where it came from: the clinic's own submission (decision 43). */
export const CLINIC_PRICE_SOURCE = "clinic-submission";

/** A proposal as the operator's inbox and the clinic's own page list it. */
export interface ProposalListing {
  id: number;
  clinicId: number;
  clinicName: string;
  clinicSlug: string;
  accountEmail: string;
  /** Each changed field's value before and after, as the audit log records them. */
  changes: { field: string; before: unknown; after: unknown }[];
  note: string | null;
  status: ProposalStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decisionNote: string | null;
}
