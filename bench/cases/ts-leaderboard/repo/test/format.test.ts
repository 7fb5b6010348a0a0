import { expect, it } from "vitest";

import { formatBoard, rank } from "../src";
import { evening } from "./fixtures";

it("prints one line a place", () => {
  expect(formatBoard(rank(evening()).slice(0, 2))).toBe("1. ana 42\n1. cleo 42");
});
