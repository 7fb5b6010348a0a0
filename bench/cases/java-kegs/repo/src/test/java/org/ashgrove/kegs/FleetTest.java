package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class FleetTest {
    static final Beer BITTER = new Beer("Ashgrove Bitter", 4.0, 420);
    static final LocalDate START = LocalDate.of(2026, 3, 2);

    static Fleet sample() {
        Fleet fleet = new Fleet();
        fleet.add("FK0001", KegSize.FIRKIN);
        fleet.add("FK0002", KegSize.FIRKIN);
        fleet.add("KG0001", KegSize.KEG_50);
        fleet.add("PN0001", KegSize.PIN);
        for (String id : List.of("FK0001", "FK0002", "KG0001")) {
            fleet.get(id).fill(BITTER, START);
        }
        fleet.get("FK0001").ship("The Plough", START.plusDays(1));
        fleet.get("KG0001").ship("Rose and Crown", START.plusDays(3));
        return fleet;
    }

    @Test
    void census() {
        var census = sample().census();
        assertEquals(2, census.get(Keg.Status.OUT));
        assertEquals(1, census.get(Keg.Status.FILLED));
        assertEquals(1, census.get(Keg.Status.CLEAN));
        assertEquals(0, census.get(Keg.Status.LOST));
    }

    @Test
    void outLongerThan() {
        Fleet fleet = sample();
        LocalDate today = START.plusDays(34);
        List<Keg> late = fleet.outLongerThan(30, today);
        assertEquals(List.of("FK0001", "KG0001"), late.stream().map(Keg::id).toList());
        assertEquals(List.of("FK0001"), fleet.outLongerThan(31, today).stream().map(Keg::id).toList());
    }

    @Test
    void duplicatesAndUnknown() {
        Fleet fleet = sample();
        assertThrows(IllegalArgumentException.class, () -> fleet.add("FK0001", KegSize.FIRKIN));
        assertThrows(IllegalArgumentException.class, () -> fleet.get("ZZ9999"));
        assertEquals(4, fleet.size());
    }
}
