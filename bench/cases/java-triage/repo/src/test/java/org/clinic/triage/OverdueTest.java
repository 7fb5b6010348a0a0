package org.clinic.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class OverdueTest {
    @Test
    void overdueAfterTheLevelsTarget() {
        Visit v = new Visit("Ann", Level.URGENT, LocalTime.of(10, 0));
        assertFalse(Overdue.isOverdue(v, LocalTime.of(10, 30)));
        assertTrue(Overdue.isOverdue(v, LocalTime.of(10, 31)));
    }

    @Test
    void listsTheOverdueInCallingOrder() {
        TriageQueue q = new TriageQueue();
        q.admit(new Visit("Ann", Level.LESS_URGENT, LocalTime.of(9, 0)));
        q.admit(new Visit("Bea", Level.URGENT, LocalTime.of(9, 50)));
        q.admit(new Visit("Cem", Level.LESS_URGENT, LocalTime.of(8, 30)));
        q.admit(new Visit("Dan", Level.URGENT, LocalTime.of(10, 20)));
        assertEquals(List.of("Bea", "Cem", "Ann"), Overdue.names(q, LocalTime.of(10, 30)));
    }
}
