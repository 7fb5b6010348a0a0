package com.example.courtbook.model;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Objects;

/** A court booked from a start time for a number of minutes. Slots sort as the day sheet lists them. */
public final class Slot implements Comparable<Slot> {
    private final int court;
    private final LocalDate date;
    private final LocalTime start;
    private final int minutes;

    public Slot(int court, LocalDate date, LocalTime start, int minutes) {
        if (court < 1) {
            throw new IllegalArgumentException("no court " + court);
        }
        if (minutes <= 0 || minutes % 30 != 0) {
            throw new IllegalArgumentException("slots are whole half hours, not " + minutes + " minutes");
        }
        this.court = court;
        this.date = Objects.requireNonNull(date);
        this.start = Objects.requireNonNull(start);
        this.minutes = minutes;
    }

    public int court() {
        return court;
    }

    public LocalDate date() {
        return date;
    }

    public LocalTime start() {
        return start;
    }

    public int minutes() {
        return minutes;
    }

    public LocalTime end() {
        return start.plusMinutes(minutes);
    }

    /** Same court, same day, and the times overlap (a slot ending as another starts does not). */
    public boolean clashesWith(Slot other) {
        return court == other.court && date.equals(other.date)
                && start.isBefore(other.end()) && other.start.isBefore(end());
    }

    @Override
    public int compareTo(Slot other) {
        int byDate = date.compareTo(other.date);
        if (byDate != 0) {
            return byDate;
        }
        int byCourt = Integer.compare(court, other.court);
        if (byCourt != 0) {
            return byCourt;
        }
        return start.compareTo(other.start);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof Slot)) {
            return false;
        }
        Slot other = (Slot) o;
        return court == other.court && minutes == other.minutes && date.equals(other.date)
                && start.equals(other.start);
    }

    @Override
    public int hashCode() {
        return Objects.hash(court, date, start, minutes);
    }

    @Override
    public String toString() {
        return "court " + court + " " + date + " " + start + "-" + end();
    }
}
