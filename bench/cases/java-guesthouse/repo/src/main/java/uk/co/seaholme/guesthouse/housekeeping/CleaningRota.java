package uk.co.seaholme.guesthouse.housekeeping;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import uk.co.seaholme.guesthouse.booking.Booking;
import uk.co.seaholme.guesthouse.booking.BookingRegister;

/** Works out the rooms to service on a given morning. */
public final class CleaningRota {

    /** Extra minutes to clear up after a dog. */
    public static final int DOG_MINUTES = 15;

    private final BookingRegister register;
    private final int shiftMinutes;

    public CleaningRota(BookingRegister register, int shiftMinutes) {
        if (shiftMinutes <= 0) {
            throw new IllegalArgumentException("shift must be positive");
        }
        this.register = register;
        this.shiftMinutes = shiftMinutes;
    }

    /** Departing rooms get a full clean, rooms whose guests stay on get a tidy; ordered by room number. */
    public List<Task> tasks(LocalDate date) {
        List<Task> tasks = new ArrayList<>();
        for (Booking b : register.departures(date)) {
            int minutes = TaskKind.FULL_CLEAN.minutes() + (b.dog() ? DOG_MINUTES : 0);
            tasks.add(new Task(b.room().number(), TaskKind.FULL_CLEAN, minutes));
        }
        LocalDate lastNight = date.minusDays(1);
        for (Booking b : register.inHouse(date)) {
            if (b.stay().includesNight(lastNight)) {
                tasks.add(new Task(b.room().number(), TaskKind.TIDY, TaskKind.TIDY.minutes()));
            }
        }
        tasks.sort(Comparator.comparing(Task::room));
        return tasks;
    }

    public int totalMinutes(LocalDate date) {
        return tasks(date).stream().mapToInt(Task::minutes).sum();
    }

    /** Housekeepers to call in for the morning, each working one shift. */
    public int staffNeeded(LocalDate date) {
        int minutes = totalMinutes(date);
        return (minutes + shiftMinutes - 1) / shiftMinutes;
    }
}
