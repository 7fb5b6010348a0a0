package org.clinic.triage;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;

/** The waiting room: patients admitted at a level, called one at a time. */
public final class TriageQueue {
    private final PriorityQueue<Visit> waiting = new PriorityQueue<>(VisitOrder.INSTANCE);

    public void admit(Visit visit) {
        for (Visit v : waiting) {
            if (v.patient().equals(visit.patient())) {
                throw new IllegalStateException(visit.patient() + " is already waiting");
            }
        }
        waiting.add(visit);
    }

    /** Calls the next patient, if anyone is waiting. */
    public Optional<Visit> next() {
        return Optional.ofNullable(waiting.poll());
    }

    /** Changes a waiting patient's level; returns false when nobody of that name waits. */
    public boolean retriage(String patient, Level level) {
        for (Visit v : waiting) {
            if (v.patient().equals(patient)) {
                waiting.remove(v);
                waiting.add(v.withLevel(level));
                return true;
            }
        }
        return false;
    }

    /** Everyone waiting, in the order they will be called. */
    public List<Visit> board() {
        List<Visit> all = new ArrayList<>(waiting);
        all.sort(VisitOrder.INSTANCE);
        return all;
    }

    public int size() {
        return waiting.size();
    }
}
