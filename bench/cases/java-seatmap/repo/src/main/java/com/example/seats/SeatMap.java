package com.example.seats;

import java.util.Collection;
import java.util.Set;
import java.util.TreeSet;

/** Which seats of a layout are taken for one performance. */
public final class SeatMap {
    private final Layout layout;
    private final Set<SeatId> taken = new TreeSet<>();

    public SeatMap(Layout layout) {
        this.layout = layout;
    }

    public Layout layout() {
        return layout;
    }

    public boolean isFree(SeatId seat) {
        return layout.contains(seat) && !taken.contains(seat);
    }

    /** Takes all the seats or none: fails if any is unknown or already taken. */
    public void book(Collection<SeatId> seats) {
        for (SeatId seat : seats) {
            if (!layout.contains(seat)) {
                throw new IllegalArgumentException("no such seat: " + seat);
            }
            if (taken.contains(seat)) {
                throw new IllegalStateException("seat already taken: " + seat);
            }
        }
        taken.addAll(seats);
    }

    public void release(Collection<SeatId> seats) {
        taken.removeAll(seats);
    }

    public int freeCount() {
        return layout.capacity() - taken.size();
    }
}
