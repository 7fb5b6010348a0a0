import { describe, expect, it } from "vitest";
import { allocate } from "../src/allocate";
import { noticeboard, pounds } from "../src/report";
import { applicants, plots, today } from "./fixtures";

describe("report", () => {
  it("writes pounds and pence", () => {
    expect(pounds(4375)).toBe("£43.75");
    expect(pounds(5)).toBe("£0.05");
    expect(pounds(-120)).toBe("-£1.20");
  });
  it("prints the noticeboard", () => {
    expect(noticeboard(allocate(plots, applicants, today)).split("\n")).toEqual([
      "Plot N1 offered to Mira Patel at £43.75 a year",
      "Plot S3 offered to Tom Hughes at £87.50 a year",
      "Plot N4 offered to Jack Evans at £21.00 a year",
      "1 waiting",
    ]);
  });
  it("lists the plots still free", () => {
    expect(noticeboard(allocate(plots, applicants.slice(0, 1), today)).split("\n")).toEqual([
      "Plot N1 offered to Mira Patel at £43.75 a year",
      "Still free: N4, S3",
      "0 waiting",
    ]);
  });
});
