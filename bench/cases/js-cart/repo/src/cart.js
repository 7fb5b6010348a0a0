const { couponDiscount, findCoupon } = require("./pricing/coupons");
const { shippingFor } = require("./pricing/shipping");
const { formatPrice } = require("./format");

class Cart {
  constructor() {
    this.items = new Map();
    this.coupon = null;
  }

  add(sku, priceCents, quantity = 1) {
    const line = this.items.get(sku) || { sku, priceCents, quantity: 0 };
    line.quantity += quantity;
    this.items.set(sku, line);
    return this;
  }

  remove(sku) {
    this.items.delete(sku);
    return this;
  }

  apply(code) {
    this.coupon = findCoupon(code);
    return this;
  }

  itemCount() {
    let count = 0;
    for (const line of this.items.values()) count += line.quantity;
    return count;
  }

  subtotal() {
    let sum = 0;
    for (const line of this.items.values()) sum += line.priceCents * line.quantity;
    return sum;
  }

  discount() {
    return this.coupon ? couponDiscount(this.coupon, this.subtotal()) : 0;
  }

  totals() {
    const subtotal = this.subtotal();
    const discount = this.discount();
    const shipping = shippingFor(subtotal - discount, this.itemCount());
    return { subtotal, discount, shipping, total: subtotal - discount + shipping };
  }

  receipt() {
    const t = this.totals();
    return [
      `Subtotal ${formatPrice(t.subtotal)}`,
      `Discount ${formatPrice(-t.discount)}`,
      `Shipping ${formatPrice(t.shipping)}`,
      `Total ${formatPrice(t.total)}`,
    ].join("\n");
  }
}

module.exports = { Cart };
