package handyman.diary;

import org.junit.jupiter.api.Test;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiaryTest {

    private static final LocalDate TUESDAY = LocalDate.of(2024, 5, 7);
    private static final LocalDate SUNDAY = LocalDate.of(2024, 5, 12);

    private final Diary diary = new Diary();

    @Test
    void firstVisitStartsAtEight() {
        Visit visit = diary.book("J-1042", "bs78ab", TUESDAY, 255);
        assertEquals(LocalTime.of(8, 0), visit.start());
        assertEquals(LocalTime.of(12, 15), visit.end());
        assertEquals("BS7 8AB", visit.postcode());
    }

    @Test
    void nextVisitLeavesTimeToTravel() {
        diary.book("J-1042", "BS7 8AB", TUESDAY, 255);
        Visit next = diary.book("J-1043", "BS6 5QT", TUESDAY, 105);
        assertEquals(LocalTime.of(12, 45), next.start());
        assertEquals(360, diary.bookedMinutes(TUESDAY));
    }

    @Test
    void aShortJobFitsInAGapBeforeALaterVisit() {
        diary.book("J-1", "BS7 8AB", TUESDAY, 120);      // 08:00-10:00
        diary.book("J-2", "BS1 4DJ", TUESDAY, 240);      // 10:30-14:30
        diary.cancel("J-1");
        Visit shortJob = diary.book("J-3", "BS5 6XX", TUESDAY, 90);
        assertEquals(LocalTime.of(8, 0), shortJob.start());
        assertEquals(2, diary.visitsOn(TUESDAY).size());
        assertEquals("J-3", diary.visitsOn(TUESDAY).get(0).jobReference());
    }

    @Test
    void aFullDayHasNoRoom() {
        diary.book("J-1", "BS7 8AB", TUESDAY, 300);      // 08:00-13:00
        assertEquals(Optional.of(LocalTime.of(13, 30)), diary.firstFreeStart(TUESDAY, 210));
        assertEquals(Optional.empty(), diary.firstFreeStart(TUESDAY, 211));
        assertThrows(IllegalStateException.class, () -> diary.book("J-2", "BS6 5QT", TUESDAY, 240));
    }

    @Test
    void sundaysAreNotWorked() {
        assertFalse(Diary.workingDay(SUNDAY));
        assertTrue(Diary.workingDay(SUNDAY.minusDays(1)));
        Visit visit = diary.bookEarliest("J-9", "BS7 8AB", SUNDAY, 60, 3);
        assertEquals(SUNDAY.plusDays(1), visit.date());
    }

    @Test
    void bookEarliestMovesToTheNextDayWithRoom() {
        diary.book("J-1", "BS7 8AB", TUESDAY, 480);
        Visit visit = diary.bookEarliest("J-2", "BS6 5QT", TUESDAY, 120, 5);
        assertEquals(TUESDAY.plusDays(1), visit.date());
        assertEquals(LocalTime.of(8, 0), visit.start());
        assertThrows(IllegalStateException.class, () -> diary.bookEarliest("J-3", "BS6 5QT", TUESDAY, 600, 5));
    }

    @Test
    void cancelUnknownJob() {
        assertFalse(diary.cancel("J-404"));
    }
}
