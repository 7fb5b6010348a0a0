import { octoberAgency } from "./fixtures";

describe("agency month", () => {
  test("summary of October", () => {
    expect(octoberAgency().summary("2024-10")).toEqual({
      month: "2024-10",
      lessons: 6,
      billedPence: 33750,
      paidToTutorsPence: 27000,
      marginPence: 6750,
    });
  });

  test("an empty month", () => {
    expect(octoberAgency().summary("2024-11")).toEqual({
      month: "2024-11",
      lessons: 0,
      billedPence: 0,
      paidToTutorsPence: 0,
      marginPence: 0,
    });
  });

  test("the margin is the commission when every lesson is paid for", () => {
    const agency = octoberAgency();
    const commission = agency.payouts("2024-10").reduce((t, p) => t + p.commissionPence, 0);
    expect(agency.summary("2024-10").marginPence).toBe(commission);
  });
});
