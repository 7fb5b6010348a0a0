package kennels;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The bookings taken so far, and which runs they hold on which nights. */
public final class Occupancy {

    private final List<KennelRun> runs;
    private final List<Booking> bookings = new ArrayList<>();

    public Occupancy(List<KennelRun> runs) {
        this.runs = List.copyOf(runs);
    }

    public List<Booking> bookings() {
        return List.copyOf(bookings);
    }

    public boolean isFree(KennelRun run, LocalDate checkIn, LocalDate checkOut) {
        return bookings.stream()
                .filter(b -> b.run().id().equals(run.id()))
                .noneMatch(b -> b.overlaps(checkIn, checkOut));
    }

    /**
     * The run to offer for the dogs over the dates: the smallest free run
     * that takes them all, a heated one if any dog is a puppy or a senior on
     * arrival, and among equals the one listed first.
     */
    public Optional<KennelRun> allocate(List<Dog> dogs, LocalDate checkIn, LocalDate checkOut) {
        boolean needsHeat = dogs.stream().anyMatch(d -> d.isPuppy(checkIn) || d.isSenior(checkIn));
        return runs.stream()
                .filter(r -> r.canTake(dogs))
                .filter(r -> !needsHeat || r.heated())
                .filter(r -> isFree(r, checkIn, checkOut))
                .min(Comparator.comparing(KennelRun::largest).thenComparingInt(KennelRun::capacity));
    }

    public Booking book(Booking booking) {
        if (!booking.run().canTake(booking.dogs())) {
            throw new IllegalArgumentException(booking.reference() + ": run " + booking.run().id()
                    + " cannot take these dogs");
        }
        if (!isFree(booking.run(), booking.checkIn(), booking.checkOut())) {
            throw new IllegalStateException(booking.reference() + ": run " + booking.run().id()
                    + " is taken on some of these nights");
        }
        bookings.add(booking);
        return booking;
    }

    /** Number of runs in use on the night starting on the given day. */
    public long runsInUse(LocalDate night) {
        return bookings.stream()
                .filter(b -> b.overlaps(night, night.plusDays(1)))
                .map(b -> b.run().id())
                .distinct()
                .count();
    }

    public long dogsOn(LocalDate night) {
        return bookings.stream()
                .filter(b -> b.overlaps(night, night.plusDays(1)))
                .mapToLong(b -> b.dogs().size())
                .sum();
    }
}
