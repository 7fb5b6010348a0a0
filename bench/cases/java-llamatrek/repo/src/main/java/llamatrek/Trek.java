package llamatrek;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A booked trek: a party, a route, a day and the llamas going out. */
public final class Trek {

    private final LocalDate day;
    private final Route route;
    private final Party party;
    private final boolean privateTrek;
    private final List<Llama> string = new ArrayList<>();

    public Trek(LocalDate day, Route route, Party party, boolean privateTrek) {
        this.day = Objects.requireNonNull(day, "day");
        this.route = Objects.requireNonNull(route, "route");
        this.party = Objects.requireNonNull(party, "party");
        this.privateTrek = privateTrek;
    }

    public LocalDate day() {
        return day;
    }

    public Route route() {
        return route;
    }

    public Party party() {
        return party;
    }

    public List<Llama> string() {
        return List.copyOf(string);
    }

    public long price() {
        return Pricing.price(party, day, privateTrek);
    }

    public long deposit() {
        return Pricing.deposit(price());
    }

    /**
     * Pick the llamas for this trek from those available and record their
     * outing. Throws when the herd cannot supply enough.
     */
    public List<Llama> assign(Herd herd) {
        if (!string.isEmpty()) {
            throw new IllegalStateException("Llamas already assigned for " + day);
        }
        int needed = party.llamasNeeded();
        List<Llama> free = herd.availableFor(day, route.km());
        if (free.size() < needed) {
            throw new IllegalStateException(
                    "Need " + needed + " llamas on " + day + " but only " + free.size() + " are free");
        }
        for (Llama llama : free.subList(0, needed)) {
            herd.recordOuting(llama.name(), day, route.km());
            string.add(llama);
        }
        return string();
    }
}
