package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class KegTest {
    static final Beer MILD = new Beer("Dark Mild", 3.4, 380);
    static final LocalDate MON = LocalDate.of(2026, 3, 2);

    @Test
    void fullRound() {
        Keg keg = new Keg("FK0012", KegSize.FIRKIN);
        keg.fill(MILD, MON);
        keg.ship("The Plough", MON.plusDays(1));
        assertEquals(Keg.Status.OUT, keg.status());
        assertEquals("The Plough", keg.customer());
        keg.collect();
        assertEquals(Keg.Status.DIRTY, keg.status());
        assertNull(keg.customer());
        keg.clean();
        assertEquals(Keg.Status.CLEAN, keg.status());
        assertEquals(1, keg.fills());
    }

    @Test
    void outOfOrderStepsRefused() {
        Keg keg = new Keg("FK0013", KegSize.FIRKIN);
        assertThrows(IllegalStateException.class, () -> keg.ship("The Plough", MON));
        keg.fill(MILD, MON);
        assertThrows(IllegalStateException.class, () -> keg.fill(MILD, MON));
        assertThrows(IllegalStateException.class, () -> keg.ship("The Plough", MON.minusDays(1)));
        assertThrows(IllegalStateException.class, keg::writeOff);
    }

    @Test
    void idFormat() {
        assertThrows(IllegalArgumentException.class, () -> new Keg("fk12", KegSize.FIRKIN));
    }
}
