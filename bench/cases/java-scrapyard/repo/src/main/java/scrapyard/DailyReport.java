package scrapyard;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The end-of-day summary for the yard manager: what came in and what was paid. */
public class DailyReport {

    private static final DateTimeFormatter HEADER_DATE = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.UK);

    private final TicketDesk desk;

    public DailyReport(TicketDesk desk) {
        this.desk = desk;
    }

    public String render(LocalDate date) {
        List<Ticket> tickets = desk.closedOn(date);
        StringBuilder out = new StringBuilder();
        out.append("Intake ").append(date.format(HEADER_DATE)).append('\n');
        if (tickets.isEmpty()) {
            return out.append("  no tickets\n").toString();
        }

        Map<Grade, Mass> weights = new EnumMap<>(Grade.class);
        Map<Grade, Long> paid = new EnumMap<>(Grade.class);
        for (Ticket ticket : tickets) {
            for (TicketLine line : ticket.lines()) {
                weights.merge(line.grade(), line.net(), Mass::plus);
                paid.merge(line.grade(), line.value(), Long::sum);
            }
        }

        for (Map.Entry<Grade, Mass> entry : weights.entrySet()) {
            out.append(String.format(Locale.UK, "  %-22s %12s %12s%n",
                    entry.getKey().description(), entry.getValue(), Pence.format(paid.get(entry.getKey()))));
        }
        long total = tickets.stream().mapToLong(Ticket::total).sum();
        out.append(String.format(Locale.UK, "  %d tickets, paid %s%n", tickets.size(), Pence.format(total)));
        return out.toString();
    }
}
