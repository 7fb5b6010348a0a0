package scrapyard;

import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;

/** How much of each grade is sitting in the yard's bays. */
public class StockLedger {

    private final Map<Grade, Mass> onHand = new EnumMap<>(Grade.class);

    public void receive(Ticket ticket) {
        for (TicketLine line : ticket.lines()) {
            onHand.merge(line.grade(), line.net(), Mass::plus);
        }
    }

    /** A load leaving for a merchant or smelter. */
    public void despatch(Grade grade, Mass mass) {
        Mass available = onHand(grade);
        if (mass.compareTo(available) > 0) {
            throw new IllegalStateException("only " + available + " of " + grade.description() + " in stock");
        }
        onHand.put(grade, available.minus(mass));
    }

    public Mass onHand(Grade grade) {
        return onHand.getOrDefault(grade, Mass.ZERO);
    }

    /** Stock valued at the board price on the date (grades without a price count as nothing). */
    public long valueAt(PriceBoard board, LocalDate date) {
        long total = 0;
        for (Map.Entry<Grade, Mass> entry : onHand.entrySet()) {
            if (board.quotes(entry.getKey(), date)) {
                total += board.valueOf(entry.getKey(), entry.getValue(), date);
            }
        }
        return total;
    }
}
