package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class JobTicketTest {

    static final String SLIP = """
            patient: Mrs A. Pennington
            R: -3.50 / -0.75 x 170
            L: -4.00 / -0.50 x 10
            frame: 52-18 b40 ed56
            PD: 63
            material: 1.60
            """;

    @Test
    void ticketForAnOrder() {
        JobTicket ticket = JobTicket.of(Order.parse(SLIP));
        assertEquals(List.of(
                "Mrs A. Pennington",
                "Frame 52-18, ed 56, PD 63.0, 1.60",
                "R -3.50 / -0.75 x 170: in 3.5 mm, 65 mm blank, centre 1.8, edge 5.3",
                "L -4.00 / -0.50 x 10: in 3.5 mm, 65 mm blank, centre 1.8, edge 5.5"),
                ticket.lines());
    }

    @Test
    void plusCylinderIsGlazedAsMinusCylinder() {
        String slip = SLIP.replace("R: -3.50 / -0.75 x 170", "R: -4.25 / +0.75 x 80");
        JobTicket ticket = JobTicket.of(Order.parse(slip));
        assertEquals(new Rx(-3.5, -0.75, 170, 0), ticket.right().rx());
    }

    @Test
    void checksTheGlazedCentres() {
        JobTicket ticket = JobTicket.of(Order.parse(SLIP));
        assertEquals("Centres 64.0 mm: R 0.18 base in, L 0.20 base in, within tolerance",
                ticket.checkCentres(64));
        assertEquals("Centres 65.0 mm: R 0.35 base in, L 0.40 base in, REGLAZE", ticket.checkCentres(65));
        assertEquals("Centres 63.0 mm: R 0.00 base none, L 0.00 base none, within tolerance",
                ticket.checkCentres(63));
    }

    @Test
    void refusesIncompleteOrders() {
        assertThrows(IllegalArgumentException.class, () -> Order.parse(SLIP.replace("PD: 63\n", "")));
        assertThrows(IllegalArgumentException.class, () -> Order.parse(SLIP.replace("PD: 63", "PD: 36")));
        assertThrows(IllegalArgumentException.class, () -> Order.parse(SLIP + "tint: brown\n"));
        assertThrows(IllegalArgumentException.class, () -> Order.parse(SLIP.replace("1.60", "1.55")));
    }
}
