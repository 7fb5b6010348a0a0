package uk.co.seaholme.guesthouse.pricing;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import uk.co.seaholme.guesthouse.booking.Booking;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Guest;
import uk.co.seaholme.guesthouse.model.Room;
import uk.co.seaholme.guesthouse.model.Stay;

/** Prices stays: seasonal room rates, sea-view supplement, board and dogs. */
public final class Tariff {

    private final SeasonCalendar calendar;
    private final long seaViewPence;
    private final long dogPence;

    public Tariff(SeasonCalendar calendar, long seaViewPence, long dogPence) {
        this.calendar = calendar;
        this.seaViewPence = seaViewPence;
        this.dogPence = dogPence;
    }

    public static Tariff standard() {
        return new Tariff(SeasonCalendar.standard(), 1_500, 1_000);
    }

    /** The room's charge for the night starting on {@code night}, before board. */
    public long roomRate(Room room, LocalDate night) {
        long rate = calendar.apply(room.type().baseRatePence(), night);
        if (room.seaView()) {
            rate += seaViewPence;
        }
        return rate;
    }

    public Quote quote(Booking booking) {
        return quote(booking.room(), booking.guest(), booking.stay(), booking.board(), booking.dog());
    }

    public Quote quote(Room room, Guest guest, Stay stay, BoardBasis board, boolean dog) {
        List<QuoteLine> lines = new ArrayList<>();
        for (LocalDate night = stay.checkIn(); night.isBefore(stay.checkOut()); night = night.plusDays(1)) {
            lines.add(new QuoteLine("Room " + room.number() + ", night of " + night, roomRate(room, night)));
        }
        int nights = stay.nights();
        if (board != BoardBasis.ROOM_ONLY) {
            lines.add(new QuoteLine(describe(board) + ", " + nights + " nights", board.perNight(guest) * nights));
        }
        if (dog) {
            lines.add(new QuoteLine("Dog, " + nights + " nights", dogPence * nights));
        }
        return new Quote(lines);
    }

    private static String describe(BoardBasis board) {
        return switch (board) {
            case ROOM_ONLY -> "Room only";
            case BED_AND_BREAKFAST -> "Bed and breakfast";
            case HALF_BOARD -> "Half board";
        };
    }
}
