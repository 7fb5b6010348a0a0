package org.sugarbush;

/** Where a batch of syrup is sold: bottled at the farm shop, or in barrels to a packer. */
public enum SalesChannel {
    RETAIL,
    BULK;

    public static SalesChannel forGrade(SyrupGrade grade) {
        switch (grade) {
            case GOLDEN_DELICATE:
            case AMBER_RICH:
            case DARK_ROBUST:
                return RETAIL;
            default:
                return BULK;
        }
    }
}
