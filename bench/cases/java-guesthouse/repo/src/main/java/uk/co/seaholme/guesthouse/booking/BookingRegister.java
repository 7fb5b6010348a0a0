package uk.co.seaholme.guesthouse.booking;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Guest;
import uk.co.seaholme.guesthouse.model.Room;
import uk.co.seaholme.guesthouse.model.Stay;

/** The rooms of the house and every booking taken for them. */
public final class BookingRegister {

    private final List<Room> rooms;
    private final Map<String, Booking> bookings = new LinkedHashMap<>();
    private int nextNumber = 1;

    public BookingRegister(List<Room> rooms) {
        this.rooms = List.copyOf(rooms);
    }

    public List<Room> rooms() {
        return rooms;
    }

    public Room room(String number) {
        return rooms.stream()
                .filter(r -> r.number().equals(number))
                .findFirst()
                .orElseThrow(() -> new BookingException("no room " + number));
    }

    public Booking book(Room room, Guest guest, Stay stay, BoardBasis board, boolean dog) {
        if (!rooms.contains(room)) {
            throw new BookingException("room " + room.number() + " is not in this house");
        }
        if (!room.sleeps(guest.partySize())) {
            throw new BookingException("room " + room.number() + " does not sleep " + guest.partySize());
        }
        if (dog && !room.dogFriendly()) {
            throw new BookingException("room " + room.number() + " does not take dogs");
        }
        if (!isAvailable(room, stay)) {
            throw new BookingException("room " + room.number() + " is taken for part of " + stay);
        }
        String reference = String.format("SH%04d", nextNumber++);
        Booking booking = new Booking(reference, room, guest, stay, board, dog);
        bookings.put(reference, booking);
        return booking;
    }

    public Optional<Booking> find(String reference) {
        return Optional.ofNullable(bookings.get(reference));
    }

    public void cancel(String reference) {
        Booking booking = find(reference).orElseThrow(() -> new BookingException("no booking " + reference));
        booking.cancel();
    }

    public boolean isAvailable(Room room, Stay stay) {
        return active().stream()
                .filter(b -> b.room().equals(room))
                .noneMatch(b -> b.stay().overlaps(stay));
    }

    /** Rooms free for the whole stay that sleep the party, smallest first. */
    public List<Room> availableRooms(Stay stay, int partySize) {
        return rooms.stream()
                .filter(r -> r.sleeps(partySize))
                .filter(r -> isAvailable(r, stay))
                .sorted(Comparator.comparingInt((Room r) -> r.type().sleeps()).thenComparing(Room::number))
                .toList();
    }

    public List<Booking> arrivals(LocalDate date) {
        return active().stream().filter(b -> b.stay().checkIn().equals(date)).toList();
    }

    public List<Booking> departures(LocalDate date) {
        return active().stream().filter(b -> b.stay().checkOut().equals(date)).toList();
    }

    /** Bookings whose guests sleep in the house on the night starting on {@code date}. */
    public List<Booking> inHouse(LocalDate date) {
        return active().stream().filter(b -> b.stay().includesNight(date)).toList();
    }

    /** Share of rooms let on the night starting on {@code date}, in whole percent. */
    public int occupancyPercent(LocalDate date) {
        if (rooms.isEmpty()) {
            return 0;
        }
        return Math.round(100f * inHouse(date).size() / rooms.size());
    }

    public List<Booking> active() {
        List<Booking> out = new ArrayList<>();
        for (Booking b : bookings.values()) {
            if (b.isActive()) {
                out.add(b);
            }
        }
        return out;
    }
}
