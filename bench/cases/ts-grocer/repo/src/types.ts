/** Whole cents; prices and totals never use fractions of a cent. */
export type Cents = number;

export type Category = "produce" | "dairy" | "bakery" | "pantry" | "household";

export type PricedBy = "each" | "kg";

export interface Product {
  sku: string;
  name: string;
  category: Category;
  pricedBy: PricedBy;
  /** Price of one item, or of one kilogram when pricedBy is "kg". */
  price: Cents;
  /** Shipping weight of one item in grams (for "kg" products, of one kilogram: 1000). */
  grams: number;
}

export interface BasketLine {
  product: Product;
  /** Items, or kilograms for products priced by the kilo. */
  quantity: number;
}

export interface Basket {
  lines: BasketLine[];
  coupons: string[];
}

export type Coupon =
  | { code: string; kind: "percent"; category: Category; percent: number }
  | { code: string; kind: "amountOff"; over: Cents; amount: Cents }
  | { code: string; kind: "threeForTwo"; sku: string };

export interface Discount {
  code: string;
  amount: Cents;
}

export interface Totals {
  subtotal: Cents;
  discounts: Discount[];
  discountTotal: Cents;
  total: Cents;
}
