package com.example.vineyard;

import java.time.LocalDate;

/**
 * A weighbridge ticket for one trailer load of bins at the winery door.
 *
 * @param number    ticket number printed by the weighbridge
 * @param blockCode block the fruit was picked from
 * @param date      delivery day
 * @param grossKg   trailer, bins and fruit
 * @param tareKg    trailer and empty bins, weighed on the way out
 * @param bins      number of bins on the trailer
 */
public record WeighTicket(int number, String blockCode, LocalDate date, double grossKg, double tareKg, int bins) {

    public WeighTicket {
        if (blockCode == null || blockCode.isBlank()) {
            throw new IllegalArgumentException("ticket " + number + " needs a block code");
        }
        if (date == null) {
            throw new IllegalArgumentException("ticket " + number + " needs a date");
        }
        if (tareKg < 0 || grossKg < tareKg) {
            throw new IllegalArgumentException("ticket " + number + ": gross " + grossKg + " below tare " + tareKg);
        }
        if (bins <= 0) {
            throw new IllegalArgumentException("ticket " + number + " has no bins");
        }
    }

    public double netKg() {
        return grossKg - tareKg;
    }

    public double netTonnes() {
        return netKg() / 1000.0;
    }
}
