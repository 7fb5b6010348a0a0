package com.brightcurl.salon;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The appointment book: one column per stylist per day. */
public final class Diary {

    /** Free slots are offered on the quarter hour. */
    public static final int SLOT_STEP_MINUTES = 15;

    private final Map<String, Stylist> stylists = new LinkedHashMap<>();
    private final List<Appointment> appointments = new ArrayList<>();
    private final Pricing pricing;
    private int nextId = 1;

    public Diary(Pricing pricing) {
        this.pricing = pricing;
    }

    public Diary addStylist(Stylist stylist) {
        if (stylists.putIfAbsent(stylist.name(), stylist) != null) {
            throw new IllegalArgumentException("stylist already in the diary: " + stylist.name());
        }
        return this;
    }

    public Stylist stylist(String name) {
        Stylist stylist = stylists.get(name);
        if (stylist == null) {
            throw new IllegalArgumentException("no stylist called " + name);
        }
        return stylist;
    }

    public Appointment book(Client client, String stylistName, LocalDate date, LocalTime start,
                            List<SalonService> services) {
        Stylist stylist = stylist(stylistName);
        Shift shift = stylist.shiftOn(date.getDayOfWeek()).orElseThrow(() ->
                new SlotUnavailableException(stylistName + " does not work on " + date.getDayOfWeek()));
        LocalTime end = start.plusMinutes(Appointment.totalMinutes(services));
        if (start.isBefore(shift.start()) || end.isAfter(shift.end()) || end.isBefore(start)) {
            throw new SlotUnavailableException(stylistName + " works " + shift.start() + "-" + shift.end()
                    + " on " + date.getDayOfWeek() + ", cannot fit " + start + "-" + end);
        }
        for (Appointment other : appointmentsFor(stylistName, date)) {
            if (start.isBefore(other.end()) && other.start().isBefore(end)) {
                throw new SlotUnavailableException(stylistName + " is booked " + other.start() + "-"
                        + other.end() + " on " + date + ", cannot fit " + start + "-" + end);
            }
        }
        Money price = pricing.price(services, stylist.level());
        Appointment appointment = new Appointment(nextId++, client, stylistName, date, start, services, price);
        appointments.add(appointment);
        return appointment;
    }

    public Appointment cancel(int id) {
        for (int i = 0; i < appointments.size(); i++) {
            if (appointments.get(i).id() == id) {
                return appointments.remove(i);
            }
        }
        throw new IllegalArgumentException("no appointment #" + id);
    }

    public List<Appointment> appointmentsFor(String stylistName, LocalDate date) {
        List<Appointment> result = new ArrayList<>();
        for (Appointment appointment : appointments) {
            if (appointment.stylist().equals(stylistName) && appointment.date().equals(date)) {
                result.add(appointment);
            }
        }
        result.sort(Comparator.comparing(Appointment::start));
        return result;
    }

    public List<Appointment> appointmentsOn(LocalDate date) {
        List<Appointment> result = new ArrayList<>();
        for (Appointment appointment : appointments) {
            if (appointment.date().equals(date)) {
                result.add(appointment);
            }
        }
        result.sort(Comparator.comparing(Appointment::start).thenComparing(Appointment::stylist));
        return result;
    }

    /** Start times on the quarter hour at which {@code minutes} of work fit in the stylist's day. */
    public List<LocalTime> freeSlots(String stylistName, LocalDate date, int minutes) {
        Stylist stylist = stylist(stylistName);
        List<LocalTime> slots = new ArrayList<>();
        Shift shift = stylist.shiftOn(date.getDayOfWeek()).orElse(null);
        if (shift == null) {
            return slots;
        }
        List<Appointment> booked = appointmentsFor(stylistName, date);
        for (LocalTime t = shift.start(); !t.plusMinutes(minutes).isAfter(shift.end());
             t = t.plusMinutes(SLOT_STEP_MINUTES)) {
            LocalTime end = t.plusMinutes(minutes);
            boolean free = true;
            for (Appointment other : booked) {
                if (t.isBefore(other.end()) && other.start().isBefore(end)) {
                    free = false;
                    break;
                }
            }
            if (free) {
                slots.add(t);
            }
        }
        return slots;
    }
}
