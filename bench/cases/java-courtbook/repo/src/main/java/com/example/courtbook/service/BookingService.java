package com.example.courtbook.service;

import com.example.courtbook.model.Booking;
import com.example.courtbook.model.Slot;
import com.example.courtbook.pricing.Fees;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableMap;
import java.util.TreeMap;

/** The club's bookings, kept in slot order. */
public class BookingService {
    private final int courts;
    private final NavigableMap<Slot, Booking> bookings = new TreeMap<>();

    public BookingService(int courts) {
        this.courts = courts;
    }

    public Booking book(Booking booking) {
        Slot wanted = booking.slot();
        if (wanted.court() > courts) {
            throw new IllegalArgumentException("the club has " + courts + " courts");
        }
        for (Slot taken : bookings.keySet()) {
            if (taken.clashesWith(wanted)) {
                throw new ClashException(wanted, taken);
            }
        }
        bookings.put(wanted, booking);
        return booking;
    }

    public boolean cancel(Slot slot) {
        return bookings.remove(slot) != null;
    }

    public List<Booking> day(LocalDate date) {
        List<Booking> out = new ArrayList<>();
        for (Booking b : bookings.values()) {
            if (b.slot().date().equals(date)) {
                out.add(b);
            }
        }
        return out;
    }

    /** The day sheet pinned up in the clubhouse, one line a booking, and the day's takings. */
    public List<String> daySheet(LocalDate date) {
        List<String> lines = new ArrayList<>();
        int total = 0;
        for (Booking b : day(date)) {
            int fee = Fees.pence(b);
            total += fee;
            Slot s = b.slot();
            lines.add(String.format("Court %d %s-%s %s%s %s", s.court(), s.start(), s.end(), b.member(),
                    b.floodlights() ? " (lights)" : "", Fees.pounds(fee)));
        }
        lines.add("Takings " + Fees.pounds(total));
        return lines;
    }
}
