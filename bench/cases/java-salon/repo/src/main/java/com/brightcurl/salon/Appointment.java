package com.brightcurl.salon;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

/** A booked slot in a stylist's column of the diary. */
public record Appointment(
        int id,
        Client client,
        String stylist,
        LocalDate date,
        LocalTime start,
        List<SalonService> services,
        Money price) {

    public Appointment {
        services = List.copyOf(services);
        if (services.isEmpty()) {
            throw new IllegalArgumentException("an appointment needs at least one service");
        }
    }

    public int minutes() {
        return totalMinutes(services);
    }

    public LocalTime end() {
        return start.plusMinutes(minutes());
    }

    public LocalDateTime startsAt() {
        return date.atTime(start);
    }

    public boolean includes(Category category) {
        return services.stream().anyMatch(s -> s.category() == category);
    }

    static int totalMinutes(List<SalonService> services) {
        int total = 0;
        for (SalonService service : services) {
            total += service.minutes();
        }
        return total;
    }
}
