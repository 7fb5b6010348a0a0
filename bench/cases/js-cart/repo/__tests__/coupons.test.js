const { couponDiscount, findCoupon } = require("../src/pricing/coupons");

describe("coupons", () => {
  test("codes are case-insensitive", () => {
    expect(findCoupon("spring10")).toEqual({ kind: "percent", percent: 10 });
  });

  test("an unknown code is refused", () => {
    expect(() => findCoupon("FREE")).toThrow("unknown coupon FREE");
  });

  test("a fixed coupon never exceeds the subtotal", () => {
    expect(couponDiscount(findCoupon("WELCOME5"), 300)).toBe(300);
  });
});
