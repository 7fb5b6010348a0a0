package uk.plasterwork.estimate;

import java.util.List;

/** A customer's job: the rooms to plaster at one address. */
public record Job(String reference, String customer, String address, List<Room> rooms) {

    public Job {
        if (rooms.isEmpty()) {
            throw new IllegalArgumentException(reference + ": a job needs at least one room");
        }
        rooms = List.copyOf(rooms);
    }

    public double area() {
        double total = 0;
        for (Room room : rooms) {
            total += room.area();
        }
        return total;
    }
}
