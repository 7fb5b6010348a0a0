package uk.co.seaholme.guesthouse;

import java.util.List;
import uk.co.seaholme.guesthouse.model.Guest;
import uk.co.seaholme.guesthouse.model.Room;
import uk.co.seaholme.guesthouse.model.RoomType;

/** The six rooms of the house and some guests. */
public final class Fixtures {

    public static final Room ROOM_1 = new Room("1", RoomType.SINGLE, false, false);
    public static final Room ROOM_2 = new Room("2", RoomType.DOUBLE, true, false);
    public static final Room ROOM_3 = new Room("3", RoomType.TWIN, false, true);
    public static final Room ROOM_4 = new Room("4", RoomType.DOUBLE, true, true);
    public static final Room ROOM_5 = new Room("5", RoomType.FAMILY, false, true);
    public static final Room ROOM_6 = new Room("6", RoomType.DOUBLE, false, false);

    public static final List<Room> HOUSE = List.of(ROOM_1, ROOM_2, ROOM_3, ROOM_4, ROOM_5, ROOM_6);

    public static final Guest COUPLE = new Guest("Ann Pryce", "ann@example.org", 2, 0);
    public static final Guest FAMILY = new Guest("Dev Sharma", "dev@example.org", 2, 2);
    public static final Guest SOLO = new Guest("Tom Hale", "tom@example.org", 1, 0);
    public static final Guest PARENTS_AND_CHILD = new Guest("Rhian Lloyd", "rhian@example.org", 2, 1);

    private Fixtures() {
    }
}
