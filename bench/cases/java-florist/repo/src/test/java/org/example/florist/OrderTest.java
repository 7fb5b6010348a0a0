package org.example.florist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderTest {
    private static final LocalDateTime MONDAY_MORNING = LocalDateTime.of(2026, 11, 2, 9, 30);

    private static Bouquet dozenRoses() {
        return new Bouquet().add(Stems.ROSE, 12).wrap(Wrap.BOX);
    }

    @Test
    void totalsTheBouquetAndTheDelivery() {
        Order o = new Order(dozenRoses(), "YO31 7EF", LocalDate.of(2026, 11, 3), MONDAY_MORNING);
        assertEquals(3600 + 900 + 495, o.totalPence());
    }

    @Test
    void printsTheConfirmation() {
        Order o = new Order(dozenRoses(), "HG1 2RS", LocalDate.of(2026, 11, 2), MONDAY_MORNING);
        assertEquals(List.of("12 stems, box  £45.00", "Delivery to HG1 2RS on 2026-11-02  £12.95", "Total  £57.95"),
                o.confirmation());
    }

    @Test
    void refusesADayBeforeItCanGo() {
        assertThrows(IllegalArgumentException.class,
                () -> new Order(dozenRoses(), "YO1 7HH", LocalDate.of(2026, 11, 1), MONDAY_MORNING));
    }
}
