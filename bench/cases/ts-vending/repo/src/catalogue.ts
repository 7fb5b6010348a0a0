export interface Product {
  sku: string;
  name: string;
  /** Price in pence. */
  price: number;
  /** Units in one case from the cash-and-carry. */
  caseSize: number;
}

export class Catalogue {
  private readonly products = new Map<string, Product>();

  constructor(products: Iterable<Product> = []) {
    for (const p of products) {
      this.add(p);
    }
  }

  add(product: Product): void {
    if (product.price <= 0 || !Number.isInteger(product.price)) {
      throw new Error(`${product.sku}: price must be a whole number of pence`);
    }
    if (product.price % 5 !== 0) {
      throw new Error(`${product.sku}: price must be a multiple of 5p`);
    }
    if (product.caseSize < 1) {
      throw new Error(`${product.sku}: case size must be at least 1`);
    }
    this.products.set(product.sku, { ...product });
  }

  get(sku: string): Product {
    const p = this.products.get(sku);
    if (!p) {
      throw new Error(`unknown product ${sku}`);
    }
    return p;
  }

  has(sku: string): boolean {
    return this.products.has(sku);
  }

  priceOf(sku: string): number {
    return this.get(sku).price;
  }

  /** Highest price of the given products, or of the whole catalogue. */
  maxPrice(skus: Iterable<string> = this.products.keys()): number {
    let max = 0;
    for (const sku of skus) {
      max = Math.max(max, this.priceOf(sku));
    }
    return max;
  }

  all(): Product[] {
    return [...this.products.values()];
  }
}
