package com.brightcurl.salon;

import java.time.DayOfWeek;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/** A member of staff who takes bookings, with their weekly shifts. */
public final class Stylist {

    private final String name;
    private final StylistLevel level;
    private final Map<DayOfWeek, Shift> shifts = new EnumMap<>(DayOfWeek.class);

    public Stylist(String name, StylistLevel level) {
        this.name = Objects.requireNonNull(name, "name");
        this.level = Objects.requireNonNull(level, "level");
    }

    public Stylist works(DayOfWeek day, Shift shift) {
        shifts.put(day, shift);
        return this;
    }

    public String name() {
        return name;
    }

    public StylistLevel level() {
        return level;
    }

    public Optional<Shift> shiftOn(DayOfWeek day) {
        return Optional.ofNullable(shifts.get(day));
    }

    public Map<DayOfWeek, Shift> shifts() {
        return Collections.unmodifiableMap(shifts);
    }

    @Override
    public String toString() {
        return name + " (" + level + ")";
    }
}
