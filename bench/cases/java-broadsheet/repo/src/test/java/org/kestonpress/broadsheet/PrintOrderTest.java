package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class PrintOrderTest {
    private static Edition eightPages() {
        return new Edition().add(EditionTest.storyOf("news", 2100)).add(EditionTest.fullWidth("A", 50))
                .add(EditionTest.fullWidth("B", 50));
    }

    @Test
    void sheetsIncludeSpoilage() {
        PrintOrder order = new PrintOrder(eightPages(), 9850);
        assertEquals(8, order.pages());
        assertEquals(20000, order.sheets());
    }

    @Test
    void newsprintCost() {
        PrintOrder order = new PrintOrder(eightPages(), 9850);
        assertEquals(new BigDecimal("850.00"), order.newsprintCost(new BigDecimal("42.50")));
    }

    @Test
    void plates() {
        assertEquals(14, new PrintOrder(eightPages(), 9850).plates());
    }

    @Test
    void noCopiesRefused() {
        assertThrows(IllegalArgumentException.class, () -> new PrintOrder(eightPages(), 0));
    }
}
