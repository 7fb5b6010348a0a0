package uk.co.ashdownnews.rounds;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * The sheet a deliverer takes out in the morning: each house on the round that gets something
 * today, in walking order, with the titles to put through its door.
 */
public final class DeliverySheet {

    /** One house on the sheet. */
    public record Stop(Customer customer, List<Publication> titles) {
    }

    private final Round round;
    private final LocalDate date;
    private final List<Stop> stops;

    private DeliverySheet(Round round, LocalDate date, List<Stop> stops) {
        this.round = round;
        this.date = date;
        this.stops = List.copyOf(stops);
    }

    public static DeliverySheet build(Accounts accounts, String roundId, LocalDate date) {
        Round round = accounts.round(roundId);
        List<Stop> stops = new ArrayList<>();
        for (Customer c : accounts.customersOn(roundId)) {
            List<Publication> titles = accounts.deliveriesOn(c.account(), date);
            if (!titles.isEmpty()) {
                stops.add(new Stop(c, titles));
            }
        }
        return new DeliverySheet(round, date, stops);
    }

    public Round round() {
        return round;
    }

    public LocalDate date() {
        return date;
    }

    public List<Stop> stops() {
        return stops;
    }

    public int itemCount() {
        int n = 0;
        for (Stop s : stops) {
            n += s.titles().size();
        }
        return n;
    }

    /** The sheet as printed: a header line, then one line per house. */
    public List<String> lines() {
        List<String> out = new ArrayList<>();
        out.add(String.format("%s (%s) %s - %d houses, %d items",
                round.name(), round.deliverer(), date, stops.size(), itemCount()));
        for (Stop s : stops) {
            StringBuilder codes = new StringBuilder();
            for (Publication p : s.titles()) {
                if (codes.length() > 0) {
                    codes.append(' ');
                }
                codes.append(p.code());
            }
            out.add(String.format("%3d  %-24s %s", s.customer().sequence(), s.customer().address(), codes));
        }
        return out;
    }
}
