// Coupons: a fixed amount off, or a percentage off the subtotal.

const COUPONS = {
  WELCOME5: { kind: "fixed", cents: 500 },
  SPRING10: { kind: "percent", percent: 10 },
  VIP25: { kind: "percent", percent: 25 },
};

function findCoupon(code) {
  const coupon = COUPONS[String(code).toUpperCase()];
  if (!coupon) throw new Error(`unknown coupon ${code}`);
  return coupon;
}

function couponDiscount(coupon, subtotal) {
  if (coupon.kind === "fixed") return Math.min(coupon.cents, subtotal);
  return Math.round((subtotal * coupon.percent) / 100);
}

module.exports = { COUPONS, findCoupon, couponDiscount };
