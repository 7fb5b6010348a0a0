package org.example.dragonboat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Lanes for a seeded round: the fastest crew gets a middle lane, the next ones alternate outwards, so
 * on six lanes the seeds go to lanes 3, 4, 2, 5, 1, 6.
 */
public final class Draw {
    private Draw() {
    }

    /** The lanes in seeding order for a course with this many lanes. */
    public static List<Integer> seedingOrder(int laneCount) {
        if (laneCount < 1) {
            throw new IllegalArgumentException("a course needs lanes: " + laneCount);
        }
        List<Integer> order = new ArrayList<>();
        int middle = (laneCount + 1) / 2;
        order.add(middle);
        for (int step = 1; order.size() < laneCount; step++) {
            if (middle + step <= laneCount) {
                order.add(middle + step);
            }
            if (middle - step >= 1 && order.size() < laneCount) {
                order.add(middle - step);
            }
        }
        return order;
    }

    /** Puts crews, fastest first, into their seeded lanes. */
    public static Map<Integer, Crew> seed(List<Crew> fastestFirst, int laneCount) {
        if (fastestFirst.size() > laneCount) {
            throw new IllegalArgumentException(fastestFirst.size() + " crews for " + laneCount + " lanes");
        }
        List<Integer> order = seedingOrder(laneCount);
        Map<Integer, Crew> lanes = new TreeMap<>();
        for (int i = 0; i < fastestFirst.size(); i++) {
            lanes.put(order.get(i), fastestFirst.get(i));
        }
        return lanes;
    }
}
