// Flat shipping, free above a threshold (after discounts).

const FLAT_SHIPPING = 495;
const FREE_SHIPPING_FROM = 5000;

function shippingFor(discountedSubtotal, itemCount) {
  if (itemCount === 0) return 0;
  return discountedSubtotal >= FREE_SHIPPING_FROM ? 0 : FLAT_SHIPPING;
}

module.exports = { FLAT_SHIPPING, FREE_SHIPPING_FROM, shippingFor };
