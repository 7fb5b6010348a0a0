import { describe, expect, it } from "vitest";
import { milkClearFrom, milkWithheld, product, withheldToday } from "../src/withdrawal";
import { TREATMENTS } from "./fixtures";

describe("withdrawal", () => {
  it("clears milk the day after the withdrawal period", () => {
    expect(milkClearFrom({ ear: "A", product: "ubrolexin", date: "2023-10-05" })).toBe("2023-10-11");
    expect(milkClearFrom({ ear: "A", product: "excenel", date: "2023-10-09" })).toBe("2023-10-10");
  });

  it("withholds milk until then", () => {
    const t = { ear: "A", product: "synulox", date: "2023-10-06" };
    expect(milkWithheld(t, "2023-10-09")).toBe(true);
    expect(milkWithheld(t, "2023-10-10")).toBe(false);
  });

  it("lists the cows to keep out of the tank", () => {
    expect(withheldToday(TREATMENTS, "2023-10-09")).toEqual(["UK 301122 700041", "UK 301122 700058", "UK 301122 700072"]);
    expect(withheldToday(TREATMENTS, "2023-10-10")).toEqual(["UK 301122 700058"]);
    expect(withheldToday(TREATMENTS, "2023-10-11")).toEqual([]);
  });

  it("rejects unknown products", () => {
    expect(() => product("penicillin")).toThrow(/unknown product/);
  });
});
