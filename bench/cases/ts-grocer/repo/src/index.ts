export { addCoupon, addItem, emptyBasket, itemCount, linePrice, removeItem, subtotal } from "./basket.js";
export { CATALOG, findProduct, productOf } from "./catalog.js";
export { COUPONS, discountFor, findCoupon, totals } from "./coupons.js";
export { receipt } from "./receipt.js";
export type { Basket, BasketLine, Category, Cents, Coupon, Discount, Product, Totals } from "./types.js";
export { formatCents, groupBy, sumBy } from "./util.js";
