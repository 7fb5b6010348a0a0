package com.example.greenfees;

import java.util.ArrayList;
import java.util.List;

/** Prices bookings for the pro shop. */
public final class BookingService {
    private final FeeCalculator fees;

    public BookingService(FeeCalculator fees) {
        this.fees = fees;
    }

    public BookingService() {
        this(new FeeCalculator());
    }

    public Receipt price(Booking booking) {
        List<Receipt.Line> lines = new ArrayList<>();
        long total = 0;
        for (Player p : booking.players()) {
            long fee = fees.fee(p, booking.teeTime(), booking.holes());
            lines.add(new Receipt.Line(p, fee));
            total += fee;
        }
        return new Receipt(booking, lines, total);
    }
}
