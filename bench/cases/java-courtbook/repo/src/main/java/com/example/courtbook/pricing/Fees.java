package com.example.courtbook.pricing;

import com.example.courtbook.model.Booking;

/** Court fees in pence: members pay per half hour, and the floodlights by the half hour too. */
public final class Fees {
    public static final int MEMBER_PER_HALF_HOUR = 150;
    public static final int FLOODLIGHTS_PER_HALF_HOUR = 200;

    private Fees() {
    }

    public static int pence(Booking booking) {
        int halfHours = booking.slot().minutes() / 30;
        int fee = halfHours * MEMBER_PER_HALF_HOUR;
        if (booking.floodlights()) {
            fee += halfHours * FLOODLIGHTS_PER_HALF_HOUR;
        }
        return fee;
    }

    public static String pounds(int pence) {
        return String.format("£%d.%02d", pence / 100, pence % 100);
    }
}
