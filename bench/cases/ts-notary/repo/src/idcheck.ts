import { daysBetween } from "./clock.js";
import type { DocumentKind, IdDocument } from "./types.js";

const ACCEPTED: ReadonlySet<DocumentKind> = new Set(["passport", "driverLicence", "nationalId", "residencePermit"]);

/** Documents that expired within this many days are still accepted. */
export const EXPIRY_GRACE_DAYS = 0;

export type IdProblem = "unacceptedDocument" | "expired" | "nameMismatch" | "missingNumber";

export interface IdResult {
  ok: boolean;
  problems: IdProblem[];
}

/** Lower case, accents stripped, punctuation dropped, single spaces. */
export function normaliseName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z\s-]/g, "")
    .replace(/-/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
}

/**
 * The name on the document must contain the signer's name: every part of the signer's
 * name appears on the document in order (a document may carry extra middle names).
 */
export function namesMatch(signer: string, holder: string): boolean {
  const want = normaliseName(signer).split(" ");
  const have = normaliseName(holder).split(" ");
  if (want[0] !== have[0] || want[want.length - 1] !== have[have.length - 1]) return false;
  let i = 0;
  for (const part of have) {
    if (part === want[i]) i++;
  }
  return i === want.length;
}

export function checkId(doc: IdDocument, signer: string, day: string): IdResult {
  const problems: IdProblem[] = [];
  if (!ACCEPTED.has(doc.kind)) problems.push("unacceptedDocument");
  if (doc.number.trim() === "") problems.push("missingNumber");
  if (daysBetween(doc.expiresOn, day) > EXPIRY_GRACE_DAYS) problems.push("expired");
  if (!namesMatch(signer, doc.holder)) problems.push("nameMismatch");
  return { ok: problems.length === 0, problems };
}

/** "passport ****4821, exp 2029-01-31" for the journal; only the last four characters are kept. */
export function idSummary(doc: IdDocument): string {
  const tail = doc.number.slice(-4);
  return `${doc.kind} ****${tail}, exp ${doc.expiresOn}`;
}
