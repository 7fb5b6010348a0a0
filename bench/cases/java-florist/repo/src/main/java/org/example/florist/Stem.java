package org.example.florist;

import java.time.Month;
import java.util.EnumSet;
import java.util.Set;

/** A flower the shop buys from the wholesaler, with its price per stem and the months it is in. */
public record Stem(String variety, String colour, long pricePence, Set<Month> season) {

    public static Stem allYear(String variety, String colour, long pricePence) {
        return new Stem(variety, colour, pricePence, EnumSet.allOf(Month.class));
    }

    public boolean inSeason(Month month) {
        return season.contains(month);
    }

    public String name() {
        return colour + " " + variety;
    }
}
