package handyman.diary;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The working diary: visits between 08:00 and 17:00, Monday to Saturday,
 * with time to drive between one visit and the next.
 */
public final class Diary {

    public static final LocalTime DAY_START = LocalTime.of(8, 0);
    public static final LocalTime DAY_END = LocalTime.of(17, 0);
    public static final int TRAVEL_MINUTES = 30;

    private final Map<LocalDate, List<Visit>> days = new TreeMap<>();

    public List<Visit> visitsOn(LocalDate date) {
        return List.copyOf(days.getOrDefault(date, List.of()));
    }

    public static boolean workingDay(LocalDate date) {
        return date.getDayOfWeek() != DayOfWeek.SUNDAY;
    }

    /** The earliest start on the date that fits the visit, if any. */
    public Optional<LocalTime> firstFreeStart(LocalDate date, int minutes) {
        if (!workingDay(date)) {
            return Optional.empty();
        }
        LocalTime candidate = DAY_START;
        for (Visit booked : visitsOn(date)) {
            LocalTime latestEnd = booked.start().minusMinutes(TRAVEL_MINUTES);
            if (fitsBefore(candidate, minutes, latestEnd)) {
                return Optional.of(candidate);
            }
            LocalTime afterBooked = booked.end().plusMinutes(TRAVEL_MINUTES);
            if (afterBooked.isAfter(candidate)) {
                candidate = afterBooked;
            }
        }
        return fitsBefore(candidate, minutes, DAY_END) ? Optional.of(candidate) : Optional.empty();
    }

    private static boolean fitsBefore(LocalTime start, int minutes, LocalTime limit) {
        int startMinute = start.toSecondOfDay() / 60;
        int limitMinute = limit.toSecondOfDay() / 60;
        return startMinute + minutes <= limitMinute;
    }

    public Visit book(String jobReference, String postcode, LocalDate date, int minutes) {
        LocalTime start = firstFreeStart(date, minutes)
                .orElseThrow(() -> new IllegalStateException("no room on " + date + " for " + minutes + " min"));
        Visit visit = new Visit(jobReference, Postcodes.normalise(postcode), date, start, minutes);
        List<Visit> day = days.computeIfAbsent(date, d -> new ArrayList<>());
        day.add(visit);
        day.sort(Comparator.comparing(Visit::start));
        return visit;
    }

    /** Books the first day from the given date with room, looking ahead at most the given number of days. */
    public Visit bookEarliest(String jobReference, String postcode, LocalDate from, int minutes, int lookAheadDays) {
        for (int i = 0; i <= lookAheadDays; i++) {
            LocalDate date = from.plusDays(i);
            if (firstFreeStart(date, minutes).isPresent()) {
                return book(jobReference, postcode, date, minutes);
            }
        }
        throw new IllegalStateException("no room for " + jobReference + " within " + lookAheadDays + " days");
    }

    public boolean cancel(String jobReference) {
        boolean removed = false;
        for (List<Visit> day : days.values()) {
            removed |= day.removeIf(v -> v.jobReference().equals(jobReference));
        }
        return removed;
    }

    public int bookedMinutes(LocalDate date) {
        return visitsOn(date).stream().mapToInt(Visit::minutes).sum();
    }
}
