package org.ashgrove.kegs;

import java.util.ArrayList;
import java.util.List;

/** A delivery note priced for the customer: beer, duty and container deposits. */
public final class Invoice {
    public record Line(String kegId, String beer, KegSize size, long beerPence, long dutyPence, long depositPence) {
        public long total() {
            return beerPence + dutyPence + depositPence;
        }
    }

    private final String customer;
    private final Duty duty;
    private final List<Line> lines = new ArrayList<>();

    public Invoice(String customer, Duty duty) {
        this.customer = customer;
        this.duty = duty;
    }

    /** Adds a shipped keg; it must be out with this invoice's customer. */
    public Line add(Keg keg) {
        if (keg.status() != Keg.Status.OUT || !customer.equals(keg.customer())) {
            throw new IllegalArgumentException(keg.id() + " is not out with " + customer);
        }
        Beer beer = keg.beer();
        long beerPence = Math.round(beer.pencePerLitre() * keg.size().litres());
        Line line = new Line(keg.id(), beer.name(), keg.size(), beerPence,
                duty.onContainer(beer, keg.size()), keg.size().depositPence());
        lines.add(line);
        return line;
    }

    public List<Line> lines() {
        return List.copyOf(lines);
    }

    public long depositsPence() {
        return lines.stream().mapToLong(Line::depositPence).sum();
    }

    public long totalPence() {
        return lines.stream().mapToLong(Line::total).sum();
    }

    public String customer() {
        return customer;
    }
}
