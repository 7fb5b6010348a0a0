package org.hardstanding.yard;

import static org.junit.Assert.assertEquals;

import java.time.LocalDate;
import org.junit.Test;

public class LiftScheduleTest {
    @Test
    public void aFullDayPushesTheLiftToTheNext() {
        LiftSchedule crane = new LiftSchedule(2);
        LocalDate sat = LocalDate.of(2026, 10, 10);
        crane.book("Curlew", sat);
        crane.book("Dunlin", sat);
        LocalDate booked = crane.book("Knot", sat);
        assertEquals(LocalDate.of(2026, 10, 11), booked);
        assertEquals(1, crane.waitDays(sat, booked));
        assertEquals(0, crane.waitDays(sat, sat));
    }
}
