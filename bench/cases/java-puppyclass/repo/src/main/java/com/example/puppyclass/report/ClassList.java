package com.example.puppyclass.report;

import com.example.puppyclass.model.Booking;
import com.example.puppyclass.model.Course;
import com.example.puppyclass.service.Register;
import com.example.puppyclass.util.Money;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The printed list the trainer takes to the first session. */
public final class ClassList {

    private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("EEE d MMM yyyy", Locale.UK);

    private ClassList() {
    }

    public static String render(Register register) {
        Course course = register.course();
        StringBuilder out = new StringBuilder();
        out.append(course.code()).append(" - ").append(course.title()).append('\n');
        out.append(DAY.format(course.startDate())).append(" to ").append(DAY.format(course.endDate()))
                .append(", ").append(course.weeks()).append(" weeks\n");

        List<Booking> sorted = new ArrayList<>(register.bookings());
        sorted.sort(Comparator.comparing((Booking b) -> b.dog().name().toLowerCase(Locale.ROOT)));
        int n = 1;
        for (Booking b : sorted) {
            out.append(String.format("%2d. %-10s %-24s %8s\n", n++, b.dog().name(), b.dog().ownerEmail(),
                    Money.format(b.feePence())));
        }
        out.append(String.format("%d of %d places taken, takings %s\n", sorted.size(), course.capacity(),
                Money.format(register.takings())));
        return out.toString();
    }
}
