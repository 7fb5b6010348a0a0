package com.example.greenfees;

import java.util.List;

/** What the pro shop prints for a booking: one line per player and the total. */
public record Receipt(Booking booking, List<Line> lines, long total) {

    public record Line(Player player, long fee) {
    }

    public String render() {
        StringBuilder out = new StringBuilder();
        out.append(String.format("Tee time %s, %d holes%n", booking.teeTime(), booking.holes()));
        for (Line line : lines) {
            out.append(String.format("  %-16s %-12s %9s%n",
                    line.player().name(), line.player().category(), Money.format(line.fee())));
        }
        out.append(String.format("  %-29s %9s%n", "Total", Money.format(total)));
        return out.toString();
    }
}
