package org.clinic.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class TriageQueueTest {
    private static Visit visit(String who, Level level, String at) {
        return new Visit(who, level, LocalTime.parse(at));
    }

    private static List<String> names(TriageQueue q) {
        return q.board().stream().map(Visit::patient).toList();
    }

    @Test
    void callsTheMostUrgentFirst() {
        TriageQueue q = new TriageQueue();
        q.admit(visit("Ines", Level.LESS_URGENT, "09:00"));
        q.admit(visit("Omar", Level.EMERGENT, "09:20"));
        q.admit(visit("Lena", Level.URGENT, "09:10"));
        assertEquals("Omar", q.next().orElseThrow().patient());
        assertEquals("Lena", q.next().orElseThrow().patient());
        assertEquals("Ines", q.next().orElseThrow().patient());
        assertTrue(q.next().isEmpty());
    }

    @Test
    void firstComeFirstSeenWithinALevel() {
        TriageQueue q = new TriageQueue();
        q.admit(visit("Bea", Level.URGENT, "10:05"));
        q.admit(visit("Ann", Level.URGENT, "10:00"));
        q.admit(visit("Cem", Level.URGENT, "10:10"));
        q.admit(visit("Dan", Level.NON_URGENT, "08:00"));
        assertEquals(List.of("Ann", "Bea", "Cem", "Dan"), names(q));
    }

    @Test
    void retriageKeepsTheArrivalTime() {
        TriageQueue q = new TriageQueue();
        q.admit(visit("Ann", Level.LESS_URGENT, "10:00"));
        q.admit(visit("Bea", Level.URGENT, "10:30"));
        assertTrue(q.retriage("Ann", Level.URGENT));
        assertFalse(q.retriage("Zoe", Level.URGENT));
        assertEquals(List.of("Ann", "Bea"), names(q));
    }

    @Test
    void refusesAPatientWaitingTwice() {
        TriageQueue q = new TriageQueue();
        q.admit(visit("Ann", Level.URGENT, "10:00"));
        assertThrows(IllegalStateException.class, () -> q.admit(visit("Ann", Level.EMERGENT, "10:05")));
        assertEquals(1, q.size());
    }
}
