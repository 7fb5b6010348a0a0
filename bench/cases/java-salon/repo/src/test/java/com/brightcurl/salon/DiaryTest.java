package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class DiaryTest {

    private ServiceMenu menu;
    private Diary diary;

    @BeforeEach
    void setUp() {
        menu = Fixtures.menu();
        diary = Fixtures.diary();
    }

    private Appointment book(String stylist, String time, String... codes) {
        return diary.book(Fixtures.client("Jo Bell"), stylist, Fixtures.TUESDAY, LocalTime.parse(time),
                menu.lookup(List.of(codes)));
    }

    private static List<LocalTime> times(String first, String last) {
        List<LocalTime> result = new ArrayList<>();
        for (LocalTime t = LocalTime.parse(first); !t.isAfter(LocalTime.parse(last)); t = t.plusMinutes(15)) {
            result.add(t);
        }
        return result;
    }

    @Test
    void booksWithinTheShiftAtTheStylistsPrice() {
        Appointment a = book("Priya", "10:00", "CUT-W", "BLOW");
        assertEquals(LocalTime.of(11, 15), a.end());
        assertEquals(Money.parse("78.50"), a.price());
        assertEquals(List.of(a), diary.appointmentsFor("Priya", Fixtures.TUESDAY));
    }

    @Test
    void rejectsBookingsOutsideTheShift() {
        assertThrows(SlotUnavailableException.class, () -> book("Priya", "17:00", "CUT-W"));
        assertThrows(SlotUnavailableException.class, () -> book("Owen", "09:30", "CUT-M"));
        SlotUnavailableException e = assertThrows(SlotUnavailableException.class,
                () -> diary.book(Fixtures.client("Jo Bell"), "Priya", Fixtures.MONDAY, LocalTime.of(10, 0),
                        menu.lookup(List.of("CUT-W"))));
        assertEquals("Priya does not work on MONDAY", e.getMessage());
    }

    @Test
    void rejectsClashes() {
        book("Priya", "10:00", "CUT-W");
        assertThrows(SlotUnavailableException.class, () -> book("Priya", "10:30", "BLOW"));
        assertThrows(SlotUnavailableException.class, () -> book("Priya", "09:30", "CUT-W"));
        assertThrows(SlotUnavailableException.class, () -> book("Priya", "09:45", "HL-HALF"));
        // another stylist's column is not affected
        book("Owen", "10:30", "CUT-M");
    }

    @Test
    void allowsBackToBackAppointments() {
        book("Priya", "10:00", "CUT-W");
        book("Priya", "10:45", "BLOW");
        book("Priya", "09:15", "CUT-W");
        List<LocalTime> starts = diary.appointmentsFor("Priya", Fixtures.TUESDAY).stream()
                .map(Appointment::start).toList();
        assertEquals(List.of(LocalTime.of(9, 15), LocalTime.of(10, 0), LocalTime.of(10, 45)), starts);
    }

    @Test
    void offersFreeSlotsOnTheQuarterHour() {
        book("Priya", "10:00", "CUT-W");
        book("Priya", "13:00", "ROOTS");

        List<LocalTime> expected = new ArrayList<>(times("09:00", "09:30"));
        expected.addAll(times("10:45", "12:30"));
        expected.addAll(times("14:00", "17:00"));
        assertEquals(expected, diary.freeSlots("Priya", Fixtures.TUESDAY, 30));
    }

    @Test
    void noSlotsOnADayOff() {
        assertTrue(diary.freeSlots("Sasha", Fixtures.TUESDAY, 30).isEmpty());
        assertEquals(times("12:00", "19:30"), diary.freeSlots("Owen", Fixtures.THURSDAY, 30));
    }

    @Test
    void cancellingFreesTheSlot() {
        Appointment a = book("Owen", "11:00", "CUT-M");
        assertThrows(SlotUnavailableException.class, () -> book("Owen", "11:15", "CUT-M"));
        assertEquals(a, diary.cancel(a.id()));
        book("Owen", "11:15", "CUT-M");
        assertThrows(IllegalArgumentException.class, () -> diary.cancel(a.id()));
    }

    @Test
    void listsTheDayAcrossStylists() {
        book("Owen", "10:00", "CUT-M");
        book("Priya", "10:00", "BLOW");
        book("Priya", "09:00", "TREAT");
        List<String> rows = diary.appointmentsOn(Fixtures.TUESDAY).stream()
                .map(a -> a.start() + " " + a.stylist()).toList();
        assertEquals(List.of("09:00 Priya", "10:00 Owen", "10:00 Priya"), rows);
    }
}
