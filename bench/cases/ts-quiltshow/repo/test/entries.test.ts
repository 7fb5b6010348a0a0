import { describe, expect, it } from "vitest";
import { ageOn, entryProblems, isRecentWork, makerNames } from "../src/entries.js";
import { elin, entry, priya, ruth, show, tom } from "./fixtures.js";

describe("entries", () => {
  it("accepts a quilt that meets the rules", () => {
    expect(entryProblems(entry(), show)).toEqual([]);
  });

  it("works out age on the opening day", () => {
    expect(ageOn("2009-06-02", "2025-05-16")).toBe(15);
    expect(ageOn("2007-05-16", "2025-05-16")).toBe(18);
    expect(ageOn("2007-05-17", "2025-05-16")).toBe(17);
  });

  it("keeps Young Quilters under 18", () => {
    expect(entryProblems(entry({ category: "JUN", makers: [tom] }), show)).toEqual([]);
    const older = { name: "Rosa Quint", member: false, birthDate: "2007-05-01" };
    expect(entryProblems(entry({ category: "JUN", makers: [older] }), show)).toEqual([
      "Rosa Quint must be under 18 on 2025-05-16",
    ]);
    expect(entryProblems(entry({ category: "JUN", makers: [priya] }), show)).toEqual([
      "Priya Raman: date of birth needed for Young Quilters",
    ]);
  });

  it("needs two or more makers for a group quilt and one otherwise", () => {
    expect(entryProblems(entry({ category: "GRP", widthCm: 200, heightCm: 200 }), show)).toEqual([
      "Group Quilts must be made by two or more people",
    ]);
    expect(entryProblems(entry({ makers: [ruth, elin] }), show)).toEqual(["Wall Quilts are for quilts made by one person"]);
  });

  it("only takes work finished in the last three years", () => {
    expect(isRecentWork(entry({ completedOn: "2022-05-17" }), show)).toBe(true);
    expect(isRecentWork(entry({ completedOn: "2022-05-15" }), show)).toBe(false);
    expect(isRecentWork(entry({ completedOn: "2025-05-20" }), show)).toBe(false);
  });

  it("refuses quilts shown before and sale quilts with no price", () => {
    expect(entryProblems(entry({ previouslyShown: true, forSale: true }), show)).toEqual([
      "quilt has been shown at an earlier guild show",
      "a quilt for sale needs a price",
    ]);
  });

  it("joins maker names", () => {
    expect(makerNames(entry({ makers: [ruth, elin] }))).toBe("Ruth Quayle and Elin Rhys");
    expect(makerNames(entry({ makers: [ruth, elin, priya] }))).toBe("Ruth Quayle, Elin Rhys and Priya Raman");
  });
});
