const { Cart } = require("../src/cart");

describe("Cart", () => {
  test("an empty cart costs nothing", () => {
    expect(new Cart().totals()).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0 });
  });

  test("adds quantities of the same item", () => {
    const cart = new Cart().add("TEA", 450).add("TEA", 450, 2);
    expect(cart.itemCount()).toBe(3);
    expect(cart.subtotal()).toBe(1350);
  });

  test("percent coupon and flat shipping", () => {
    const cart = new Cart().add("MUG", 1200, 2).apply("SPRING10");
    expect(cart.totals()).toEqual({ subtotal: 2400, discount: 240, shipping: 495, total: 2655 });
  });

  test("free shipping is judged after the discount", () => {
    const cart = new Cart().add("LAMP", 5200).apply("VIP25");
    expect(cart.totals().shipping).toBe(495);
  });

  test("receipt", () => {
    const cart = new Cart().add("TEA", 450).apply("WELCOME5");
    expect(cart.receipt()).toBe("Subtotal 4.50 EUR\nDiscount -4.50 EUR\nShipping 4.95 EUR\nTotal 4.95 EUR");
  });
});
