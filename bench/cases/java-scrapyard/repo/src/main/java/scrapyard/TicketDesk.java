package scrapyard;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The yard office: opens tickets, records weighings at the board price, and
 * closes tickets into stock. Ticket numbers run from 001 each day, after the
 * date: 240304-001, 240304-002, ...
 */
public class TicketDesk {

    private static final DateTimeFormatter NUMBER_DATE = DateTimeFormatter.ofPattern("yyMMdd", Locale.UK);

    private final PriceBoard board;
    private final StockLedger stock;
    private final Map<LocalDate, Integer> issued = new HashMap<>();
    private final List<Ticket> closed = new ArrayList<>();

    public TicketDesk(PriceBoard board, StockLedger stock) {
        this.board = board;
        this.stock = stock;
    }

    public Ticket open(LocalDate date, Seller seller, String vehicleReg, PaymentMethod payment) {
        if (!payment.allowed()) {
            throw new IllegalArgumentException("scrap metal may not be paid for in " + payment.name().toLowerCase());
        }
        if (seller.idCheckedOn().isAfter(date)) {
            throw new IllegalArgumentException("ID for " + seller.name() + " checked after " + date);
        }
        int sequence = issued.merge(date, 1, Integer::sum);
        String number = date.format(NUMBER_DATE) + String.format("-%03d", sequence);
        return new Ticket(number, date, seller, normaliseReg(vehicleReg), payment);
    }

    public TicketLine weigh(Ticket ticket, Weighing weighing) {
        if (!board.quotes(weighing.grade(), ticket.date())) {
            throw new IllegalStateException("not buying " + weighing.grade().description() + " today");
        }
        TicketLine line = new TicketLine(weighing, board.priceOn(weighing.grade(), ticket.date()));
        ticket.add(line);
        return line;
    }

    public void close(Ticket ticket) {
        ticket.close();
        stock.receive(ticket);
        closed.add(ticket);
    }

    public List<Ticket> closedOn(LocalDate date) {
        return closed.stream().filter(ticket -> ticket.date().equals(date)).toList();
    }

    static String normaliseReg(String reg) {
        if (reg == null || reg.isBlank()) {
            return "ON FOOT";
        }
        String compact = reg.toUpperCase(Locale.UK).replaceAll("\\s+", "");
        if (compact.length() == 7) {
            return compact.substring(0, 4) + " " + compact.substring(4);
        }
        return compact;
    }
}
