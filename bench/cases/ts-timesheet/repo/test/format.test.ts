import { expect, it } from "vitest";
import { formatHours } from "../src/format";

it("formats whole and partial hours", () => {
  expect(formatHours(450)).toBe("7h 30m");
  expect(formatHours(60)).toBe("1h");
  expect(formatHours(5)).toBe("0h 05m");
  expect(formatHours(-90)).toBe("-1h 30m");
});
