package org.example.blooddonor;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A donation session: appointments every few minutes on each chair, booked in the order donors ask. */
public final class SessionPlan {
    public record Appointment(LocalTime time, int chair, Donor donor) {
        @Override
        public String toString() {
            return time + " chair " + chair + " " + donor.name();
        }
    }

    private final LocalDate day;
    private final List<LocalTime> times = new ArrayList<>();
    private final int chairs;
    private final Map<String, Appointment> booked = new LinkedHashMap<>();
    private final List<String> turnedAway = new ArrayList<>();

    public SessionPlan(LocalDate day, LocalTime start, LocalTime end, int everyMinutes, int chairs) {
        if (chairs < 1 || everyMinutes < 1 || !start.isBefore(end)) {
            throw new IllegalArgumentException("a session needs a chair, a step and a start before its end");
        }
        this.day = day;
        this.chairs = chairs;
        for (LocalTime t = start; t.isBefore(end); t = t.plusMinutes(everyMinutes)) {
            times.add(t);
        }
    }

    public int capacity() {
        return times.size() * chairs;
    }

    /** Books the donor into the next free place; false (and noted) if they may not give that day or the session is full. */
    public boolean book(Donor d) {
        if (booked.containsKey(d.id())) {
            throw new IllegalStateException(d.id() + " is already booked");
        }
        if (!Eligibility.isEligible(d, day) || booked.size() == capacity()) {
            turnedAway.add(d.id());
            return false;
        }
        int n = booked.size();
        booked.put(d.id(), new Appointment(times.get(n / chairs), n % chairs + 1, d));
        return true;
    }

    public List<Appointment> appointments() {
        return List.copyOf(booked.values());
    }

    public List<String> turnedAway() {
        return Collections.unmodifiableList(turnedAway);
    }
}
