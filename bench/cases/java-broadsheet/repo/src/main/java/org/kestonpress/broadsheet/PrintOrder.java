package org.kestonpress.broadsheet;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The order placed with the print works for one edition. */
public final class PrintOrder {
    /** Copies spoilt in make-ready, added to every run. */
    public static final int SPOILAGE_COPIES = 150;

    private final Edition edition;
    private final int copies;

    public PrintOrder(Edition edition, int copies) {
        if (copies <= 0) {
            throw new IllegalArgumentException(copies + " copies");
        }
        this.edition = edition;
        this.copies = copies;
    }

    public int pages() {
        return edition.pagesNeeded();
    }

    /** Sheets of newsprint for the run, spoilage included. */
    public long sheets() {
        return (long) (copies + SPOILAGE_COPIES) * (pages() / Edition.PAGES_PER_SHEET);
    }

    /** Newsprint at a price per thousand sheets, to the penny. */
    public BigDecimal newsprintCost(BigDecimal perThousandSheets) {
        return perThousandSheets.multiply(BigDecimal.valueOf(sheets()))
                .divide(BigDecimal.valueOf(1000), 2, RoundingMode.HALF_UP);
    }

    /** Plates: one a page for each of the four colours on page 1 and the back, one for the rest. */
    public int plates() {
        int pages = pages();
        return pages + 2 * 3;
    }
}
