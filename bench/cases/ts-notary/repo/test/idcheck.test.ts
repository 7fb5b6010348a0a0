import { describe, expect, it } from "vitest";
import { checkId, idSummary, namesMatch, normaliseName } from "../src/idcheck.js";
import type { IdDocument } from "../src/types.js";

const passport: IdDocument = {
  kind: "passport",
  number: "P5530194821",
  holder: "María José Okafor-Lindqvist",
  expiresOn: "2029-01-31",
};

describe("names", () => {
  it("normalises accents, case and hyphens", () => {
    expect(normaliseName("  María José  Okafor-Lindqvist ")).toBe("maria jose okafor lindqvist");
    expect(normaliseName("O'Brien, Seán")).toBe("obrien sean");
  });

  it("lets the document carry extra middle names", () => {
    expect(namesMatch("Maria Lindqvist", passport.holder)).toBe(true);
    expect(namesMatch("maria okafor lindqvist", passport.holder)).toBe(true);
  });

  it("needs first and last names to agree", () => {
    expect(namesMatch("Jose Lindqvist", passport.holder)).toBe(false);
    expect(namesMatch("Maria Okafor", passport.holder)).toBe(false);
  });
});

describe("checkId", () => {
  it("accepts a valid, unexpired document in the signer's name", () => {
    expect(checkId(passport, "Maria Lindqvist", "2024-05-06")).toEqual({ ok: true, problems: [] });
  });

  it("accepts a document on its expiry day but not the day after", () => {
    expect(checkId(passport, "Maria Lindqvist", "2029-01-31").ok).toBe(true);
    expect(checkId(passport, "Maria Lindqvist", "2029-02-01").problems).toEqual(["expired"]);
  });

  it("lists every problem", () => {
    const card: IdDocument = { kind: "libraryCard", number: " ", holder: "M. Lindqvist", expiresOn: "2020-01-01" };
    expect(checkId(card, "Maria Lindqvist", "2024-05-06").problems).toEqual([
      "unacceptedDocument",
      "missingNumber",
      "expired",
      "nameMismatch",
    ]);
  });

  it("summarises a document for the journal without the full number", () => {
    expect(idSummary(passport)).toBe("passport ****4821, exp 2029-01-31");
  });
});
