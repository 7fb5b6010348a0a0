package com.example.shiftpay;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** The shifts of one pay week, Monday to Sunday. */
public final class Week {

    private final LocalDate monday;
    private final List<Shift> shifts = new ArrayList<>();

    public Week(LocalDate monday) {
        if (monday.getDayOfWeek().getValue() != 1) {
            throw new IllegalArgumentException(monday + " is not a Monday");
        }
        this.monday = monday;
    }

    public Week add(Shift shift) {
        LocalDate day = shift.date();
        if (day.isBefore(monday) || day.isAfter(monday.plusDays(6))) {
            throw new IllegalArgumentException(day + " is outside the week of " + monday);
        }
        shifts.add(shift);
        return this;
    }

    public LocalDate monday() {
        return monday;
    }

    public List<Shift> shifts() {
        return Collections.unmodifiableList(shifts);
    }

    public long totalMinutes() {
        long total = 0;
        for (Shift shift : shifts) {
            total += shift.paidMinutes();
        }
        return total;
    }

    public long nightShifts() {
        return shifts.stream().filter(Shift::overnight).count();
    }
}
