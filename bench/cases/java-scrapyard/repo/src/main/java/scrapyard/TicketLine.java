package scrapyard;

/** A weighing on a ticket together with the price per tonne it was bought at. */
public record TicketLine(Weighing weighing, long pencePerTonne) {

    public Grade grade() {
        return weighing.grade();
    }

    public Mass net() {
        return weighing.net();
    }

    /** The amount paid for the line, rounded down to the penny. */
    public long value() {
        return net().grams() * pencePerTonne / 1_000_000L;
    }
}
