package org.clinic.triage;

import java.time.Duration;
import java.time.LocalTime;
import java.util.List;

/** Who has waited longer than their level's target. */
public final class Overdue {
    private Overdue() {
    }

    public static long minutesWaited(Visit visit, LocalTime now) {
        return Duration.between(visit.arrival(), now).toMinutes();
    }

    public static boolean isOverdue(Visit visit, LocalTime now) {
        return minutesWaited(visit, now) > visit.level().targetMinutes();
    }

    /** The overdue patients on the board, in calling order. */
    public static List<String> names(TriageQueue queue, LocalTime now) {
        return queue.board().stream().filter(v -> isOverdue(v, now)).map(Visit::patient).toList();
    }
}
