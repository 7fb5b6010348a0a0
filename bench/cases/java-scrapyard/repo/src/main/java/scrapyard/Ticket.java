package scrapyard;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A purchase ticket: who sold what to the yard on which day, and how they were paid. */
public class Ticket {

    private final String number;
    private final LocalDate date;
    private final Seller seller;
    private final String vehicleReg;
    private final PaymentMethod payment;
    private final List<TicketLine> lines = new ArrayList<>();
    private boolean closed;

    Ticket(String number, LocalDate date, Seller seller, String vehicleReg, PaymentMethod payment) {
        this.number = number;
        this.date = date;
        this.seller = seller;
        this.vehicleReg = vehicleReg;
        this.payment = payment;
    }

    public String number() {
        return number;
    }

    public LocalDate date() {
        return date;
    }

    public Seller seller() {
        return seller;
    }

    public String vehicleReg() {
        return vehicleReg;
    }

    public PaymentMethod payment() {
        return payment;
    }

    public List<TicketLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public boolean closed() {
        return closed;
    }

    void add(TicketLine line) {
        if (closed) {
            throw new IllegalStateException("ticket " + number + " is closed");
        }
        lines.add(line);
    }

    void close() {
        if (lines.isEmpty()) {
            throw new IllegalStateException("ticket " + number + " has nothing on it");
        }
        closed = true;
    }

    public long total() {
        return lines.stream().mapToLong(TicketLine::value).sum();
    }

    public Mass netOf(Grade grade) {
        return lines.stream()
                .filter(line -> line.grade() == grade)
                .map(TicketLine::net)
                .reduce(Mass.ZERO, Mass::plus);
    }
}
