package com.example.vineyard;

import static com.example.vineyard.Fixtures.day;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class IntakeTest {

    private Intake intake;

    @BeforeEach
    void book() {
        intake = new Intake();
        intake.record(new WeighTicket(101, "N2", day("2024-03-06"), 9_860, 2_140, 16));
        intake.record(new WeighTicket(102, "N2", day("2024-03-07"), 5_420, 1_610, 12));
        intake.record(new WeighTicket(103, "S1", day("2024-03-14"), 10_300, 2_270, 17));
        intake.record(new WeighTicket(104, "S1", day("2024-03-15"), 4_950, 1_480, 11));
    }

    @Test
    void netWeight() {
        assertEquals(7_720, intake.tickets().get(0).netKg(), 1e-9);
        assertEquals(7.72, intake.tickets().get(0).netTonnes(), 1e-9);
    }

    @Test
    void refusesATicketTwice() {
        assertThrows(IllegalArgumentException.class,
                () -> intake.record(new WeighTicket(102, "N1", day("2024-03-15"), 5_000, 1_500, 10)));
        assertThrows(IllegalArgumentException.class,
                () -> new WeighTicket(200, "N1", day("2024-03-15"), 1_000, 1_500, 10));
    }

    @Test
    void totals() {
        assertEquals(23.03, intake.totalTonnes(), 1e-9);
        Map<String, Double> byBlock = intake.tonnesByBlock();
        assertEquals(List.of("N2", "S1"), List.copyOf(byBlock.keySet()));
        assertEquals(11.53, byBlock.get("N2"), 1e-9);
        assertEquals(11.5, byBlock.get("S1"), 1e-9);
        Map<LocalDate, Double> byDay = intake.tonnesByDay();
        assertEquals(day("2024-03-06"), byDay.keySet().iterator().next());
        assertEquals(3.47, byDay.get(day("2024-03-15")), 1e-9);
    }

    @Test
    void reconcilesAgainstTheEstimate() {
        List<Intake.Variance> rows = intake.reconcile(List.of(Fixtures.N2, Fixtures.S1, Fixtures.N1));
        assertEquals(3, rows.size());
        assertEquals(0.13, rows.get(0).differenceTonnes(), 1e-9);
        assertEquals(1.1404, rows.get(0).percent(), 1e-4);
        assertEquals(0.8347, rows.get(1).percent(), 1e-4);
        assertEquals(0.0, rows.get(2).deliveredTonnes());
        assertEquals(-100.0, rows.get(2).percent(), 1e-9);
    }
}
