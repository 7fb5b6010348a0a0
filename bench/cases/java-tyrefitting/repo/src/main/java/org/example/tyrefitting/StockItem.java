package org.example.tyrefitting;

/** One line of the tyre rack: a brand and pattern in one size, with the retail price per tyre. */
public record StockItem(String sku, String brand, String pattern, TyreSize size, long pricePence, int quantity) {

    public StockItem {
        if (quantity < 0) {
            throw new IllegalArgumentException("negative stock for " + sku);
        }
    }

    public StockItem withQuantity(int newQuantity) {
        return new StockItem(sku, brand, pattern, size, pricePence, newQuantity);
    }

    public String describe() {
        return brand + " " + pattern + " " + size;
    }
}
