package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class CleaningTest {
    static final Beer BITTER = new Beer("Ashgrove Bitter", 4.0, 420);
    static final LocalDate DAY = LocalDate.of(2026, 3, 2);

    static void round(Keg keg) {
        keg.fill(BITTER, DAY);
        keg.ship("The Plough", DAY);
        keg.collect();
    }

    @Test
    void casksWashedFirst() {
        Fleet fleet = new Fleet();
        for (String id : List.of("KG0002", "FK0003", "KG0001", "FK0001")) {
            Keg keg = fleet.add(id, id.startsWith("FK") ? KegSize.FIRKIN : KegSize.KEG_30);
            round(keg);
        }
        assertEquals(List.of("FK0001", "FK0003", "KG0001", "KG0002"),
                Cleaning.washOrder(fleet).stream().map(Keg::id).toList());
        assertEquals(4, Cleaning.washAll(fleet));
        assertEquals(4, fleet.withStatus(Keg.Status.CLEAN).size());
    }

    @Test
    void deepCleanEveryTenthFill() {
        Keg keg = new Keg("FK0001", KegSize.FIRKIN);
        assertFalse(Cleaning.needsDeepClean(keg));
        for (int i = 1; i <= 10; i++) {
            round(keg);
            assertEquals(i == 10, Cleaning.needsDeepClean(keg), "after fill " + i);
            keg.clean();
        }
    }
}
