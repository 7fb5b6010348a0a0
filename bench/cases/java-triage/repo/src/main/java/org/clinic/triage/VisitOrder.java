package org.clinic.triage;

import java.util.Comparator;

/** The order patients are called in: the most urgent first, then first come, first seen. */
public final class VisitOrder implements Comparator<Visit> {
    public static final VisitOrder INSTANCE = new VisitOrder();

    private VisitOrder() {
    }

    @Override
    public int compare(Visit a, Visit b) {
        int byUrgency = Integer.compare(b.urgency(), a.urgency());
        if (byUrgency != 0) {
            return byUrgency;
        }
        int byArrival = a.arrival().compareTo(b.arrival());
        if (byArrival != 0) {
            return byArrival;
        }
        return a.patient().compareTo(b.patient());
    }
}
