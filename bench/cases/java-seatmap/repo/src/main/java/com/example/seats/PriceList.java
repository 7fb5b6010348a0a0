package com.example.seats;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/** Ticket prices by row band, from a spec such as "A-C=45.00; D-H=35.00; J-M=25.50". */
public final class PriceList {
    private record Band(char first, char last, BigDecimal price) {
        boolean covers(char row) {
            return row >= first && row <= last;
        }
    }

    private final List<Band> bands;

    private PriceList(List<Band> bands) {
        this.bands = bands;
    }

    public static PriceList parse(String spec) {
        List<Band> bands = new ArrayList<>();
        for (String part : spec.split(";")) {
            String[] rangeAndPrice = part.trim().split("=");
            String range = rangeAndPrice[0].trim().toUpperCase();
            char first = range.charAt(0);
            char last = range.length() == 3 && range.charAt(1) == '-' ? range.charAt(2) : first;
            if (last < first) {
                throw new IllegalArgumentException("band runs backwards: " + range);
            }
            bands.add(new Band(first, last, new BigDecimal(rangeAndPrice[1].trim())));
        }
        return new PriceList(bands);
    }

    public BigDecimal priceOf(SeatId seat) {
        for (Band band : bands) {
            if (band.covers(seat.row())) {
                return band.price();
            }
        }
        throw new IllegalArgumentException("no price for row " + seat.row());
    }
}
