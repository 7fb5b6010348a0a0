package uk.co.pinehurst.uniforms;

/**
 * The shop's prices. All amounts are whole pence; percentages are applied
 * with half-up rounding on each line.
 */
public final class Pricing {

    /** Name embroidery, per item. */
    public static final int EMBROIDERY_PENCE = 350;
    /** Adult sizes cost more to make. */
    public static final int ADULT_SURCHARGE_PERCENT = 12;
    /** Standard-rate VAT, charged on adult sizes only. */
    public static final int VAT_PERCENT = 20;

    private Pricing() {
    }

    /** The price of one item of the garment in the size, before VAT and embroidery. */
    public static int unitPence(Garment garment, Size size) {
        int base = garment.unitPence();
        if (size.isAdult()) {
            return base + percentOf(base, ADULT_SURCHARGE_PERCENT);
        }
        return base;
    }

    /** The line's price before VAT: items plus embroidery. */
    public static int lineNetPence(OrderLine line) {
        int each = unitPence(line.garment(), line.size());
        if (line.embroidered()) {
            each += EMBROIDERY_PENCE;
        }
        return each * line.quantity();
    }

    /** VAT on the line: none on children's sizes, standard rate on adult sizes. */
    public static int lineVatPence(OrderLine line) {
        if (!line.size().isAdult()) {
            return 0;
        }
        return percentOf(lineNetPence(line), VAT_PERCENT);
    }

    /** {@code percent} percent of {@code pence}, rounded half up. */
    public static int percentOf(int pence, int percent) {
        return (int) Math.round(pence * percent / 100.0);
    }

    /** Pounds and pence, as printed: 1450 gives "£14.50". */
    public static String money(int pence) {
        String sign = pence < 0 ? "-" : "";
        int abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }
}
