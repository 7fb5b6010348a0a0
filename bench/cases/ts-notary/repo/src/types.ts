export type ActKind = "acknowledgment" | "jurat" | "oath" | "copyCertification";

export interface ActRequest {
  kind: ActKind;
  /** Signers (acknowledgment, jurat), people sworn (oath) or documents (copy certification). */
  count: number;
  /** Pages per document, copy certification only. */
  pages?: number;
}

export type DocumentKind = "passport" | "driverLicence" | "nationalId" | "residencePermit" | "libraryCard";

export interface IdDocument {
  kind: DocumentKind;
  number: string;
  holder: string;
  /** ISO date, YYYY-MM-DD. */
  expiresOn: string;
}

export type Location = { kind: "office" } | { kind: "mobile"; address: string; distanceKm: number };

export interface Appointment {
  id: string;
  client: string;
  /** ISO date, YYYY-MM-DD. */
  day: string;
  /** Minutes after midnight. */
  start: number;
  /** Minutes. */
  duration: number;
  location: Location;
  acts: ActRequest[];
}

export interface JournalEntry {
  number: string;
  day: string;
  signer: string;
  act: ActKind;
  idSummary: string;
  feeCents: number;
}
