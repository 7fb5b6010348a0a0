package com.example.vineyard;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/** The weighbridge book: every ticket of the vintage, with totals by block and by day. */
public final class Intake {

    /** Delivered fruit set against the estimate for one block. */
    public record Variance(String blockCode, double estimatedTonnes, double deliveredTonnes) {

        public double differenceTonnes() {
            return deliveredTonnes - estimatedTonnes;
        }

        /** Difference as a percentage of the estimate. */
        public double percent() {
            if (estimatedTonnes == 0) {
                return 0.0;
            }
            return differenceTonnes() / estimatedTonnes * 100.0;
        }
    }

    private final List<WeighTicket> tickets = new ArrayList<>();
    private final Set<Integer> numbers = new HashSet<>();

    public void record(WeighTicket ticket) {
        if (!numbers.add(ticket.number())) {
            throw new IllegalArgumentException("ticket " + ticket.number() + " already booked");
        }
        tickets.add(ticket);
    }

    public List<WeighTicket> tickets() {
        return Collections.unmodifiableList(tickets);
    }

    public double totalTonnes() {
        return tickets.stream().mapToDouble(WeighTicket::netTonnes).sum();
    }

    /** Net tonnes per block, in the order the blocks were first delivered. */
    public Map<String, Double> tonnesByBlock() {
        Map<String, Double> totals = new LinkedHashMap<>();
        for (WeighTicket t : tickets) {
            totals.merge(t.blockCode(), t.netTonnes(), Double::sum);
        }
        return totals;
    }

    /** Net tonnes per delivery day, in date order. */
    public Map<LocalDate, Double> tonnesByDay() {
        Map<LocalDate, Double> totals = new TreeMap<>();
        for (WeighTicket t : tickets) {
            totals.merge(t.date(), t.netTonnes(), Double::sum);
        }
        return totals;
    }

    /** Estimate against delivery for each block on the register, delivered or not. */
    public List<Variance> reconcile(List<Block> blocks) {
        Map<String, Double> delivered = tonnesByBlock();
        List<Variance> rows = new ArrayList<>();
        for (Block block : blocks) {
            rows.add(new Variance(block.code(), block.estimatedTonnes(),
                    delivered.getOrDefault(block.code(), 0.0)));
        }
        return rows;
    }
}
