package com.example.printshop.model;

/** Paper sizes the shop stocks, with the cost of one sheet in cents. */
public enum PaperSize {
    A4("A4", 2),
    A3("A3", 5),
    LETTER("Letter", 3);

    private final String label;
    private final long sheetCents;

    PaperSize(String label, long sheetCents) {
        this.label = label;
        this.sheetCents = sheetCents;
    }

    public String label() {
        return label;
    }

    public long sheetCents() {
        return sheetCents;
    }

    /** A3 takes twice the toner of A4 for a page. */
    public int tonerFactor() {
        return this == A3 ? 2 : 1;
    }
}
