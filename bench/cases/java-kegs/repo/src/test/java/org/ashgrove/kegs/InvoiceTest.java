package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class InvoiceTest {
    static final Beer BITTER = new Beer("Ashgrove Bitter", 4.0, 420);
    static final LocalDate DAY = LocalDate.of(2026, 3, 2);

    @Test
    void firkinAndKeg() {
        Fleet fleet = new Fleet();
        Keg firkin = fleet.add("FK0001", KegSize.FIRKIN);
        Keg keg = fleet.add("KG0001", KegSize.KEG_50);
        firkin.fill(BITTER, DAY);
        keg.fill(BITTER, DAY);
        firkin.ship("The Plough", DAY);
        keg.ship("The Plough", DAY);
        Invoice inv = new Invoice("The Plough", new Duty(0));
        Invoice.Line line = inv.add(firkin);
        assertEquals(17184, line.beerPence());
        assertEquals(3118, line.dutyPence());
        assertEquals(3500, line.depositPence());
        inv.add(keg);
        assertEquals(7500, inv.depositsPence());
        assertEquals(17184 + 3118 + 3500 + 21000 + 3810 + 4000, inv.totalPence());
    }

    @Test
    void onlyThisCustomersKegs() {
        Keg keg = new Keg("FK0009", KegSize.FIRKIN);
        keg.fill(BITTER, DAY);
        Invoice inv = new Invoice("The Plough", new Duty(0));
        assertThrows(IllegalArgumentException.class, () -> inv.add(keg));
        keg.ship("Rose and Crown", DAY);
        assertThrows(IllegalArgumentException.class, () -> inv.add(keg));
    }
}
