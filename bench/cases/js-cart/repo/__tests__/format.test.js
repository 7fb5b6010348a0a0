const { formatPrice } = require("../src/format");

test.each([
  [0, "0.00 EUR"],
  [5, "0.05 EUR"],
  [1999, "19.99 EUR"],
  [-500, "-5.00 EUR"],
])("formatPrice(%i) is %s", (cents, text) => {
  expect(formatPrice(cents)).toBe(text);
});

test("another currency", () => {
  expect(formatPrice(100, "CHF")).toBe("1.00 CHF");
});
