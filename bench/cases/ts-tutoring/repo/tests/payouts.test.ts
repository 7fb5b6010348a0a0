import { DEFAULT_POLICY } from "../src/pricing";
import { payoutLine, tutorPayout } from "../src/payouts";
import { octoberAgency } from "./fixtures";

describe("tutor payouts", () => {
  test("each tutor is paid for the month less commission", () => {
    const payouts = octoberAgency().payouts("2024-10");
    expect(payouts.map((p) => [p.tutor.name, p.grossPence, p.commissionPence, p.netPence])).toEqual([
      ["Ms Okafor", 16700, 3340, 13360],
      ["Mr Lindqvist", 2250, 450, 1800],
      ["Dr Patel", 14800, 2960, 11840],
    ]);
  });

  test("lessons that earn nothing are left off", () => {
    const agency = octoberAgency();
    const lindqvist = tutorPayout(agency.tutors.get("T2")!, agency.priceMonth("2024-10"));
    expect(lindqvist.lines.map((l) => l.lessonId)).toEqual(["L0002"]);
  });

  test("a late cancellation pays the tutor their share of the fee", () => {
    const priced = octoberAgency().priceMonth("2024-10");
    const late = priced.find((p) => p.lesson.id === "L0005")!;
    expect(payoutLine(late)).toEqual({ lessonId: "L0005", earnedPence: 1900, commissionPence: 380 });
  });

  test("commission follows the policy", () => {
    const agency = octoberAgency();
    const payout = tutorPayout(agency.tutors.get("T3")!, agency.priceMonth("2024-10"), { ...DEFAULT_POLICY, commissionPercent: 15 });
    expect(payout.commissionPence).toBe(2220);
    expect(payout.netPence).toBe(12580);
  });
});
