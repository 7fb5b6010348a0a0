package net.riverside.regatta;

import java.util.ArrayList;
import java.util.List;

/**
 * The draw for an event: entries in seeding order (fastest first) are dealt
 * into heats so that the seeds are spread out, and within a heat the higher
 * seeds get the centre lanes.
 */
public final class Draw {

    public static final int DEFAULT_LANES = 6;

    private final int lanes;

    public Draw() {
        this(DEFAULT_LANES);
    }

    public Draw(int lanes) {
        if (lanes < 2) {
            throw new IllegalArgumentException("a course needs at least two lanes");
        }
        this.lanes = lanes;
    }

    public int lanes() {
        return lanes;
    }

    /** Lanes from the centre outwards: 3, 4, 2, 5, 1, 6 on a six-lane course. */
    public List<Integer> laneOrder() {
        List<Integer> order = new ArrayList<>();
        int centre = (lanes + 1) / 2;
        order.add(centre);
        for (int step = 1; order.size() < lanes; step++) {
            if (centre + step <= lanes) {
                order.add(centre + step);
            }
            if (centre - step >= 1 && order.size() < lanes) {
                order.add(centre - step);
            }
        }
        return order;
    }

    /** How many heats the entries need: as few as fit the course. */
    public int heatCount(int entries) {
        return (entries + lanes - 1) / lanes;
    }

    /**
     * Deals the seeded entries into heats, snaking (1, 2, 3, 3, 2, 1, ...) so that
     * each heat gets a fair share of fast and slow crews.
     */
    public List<Heat> heats(String event, List<Crew> seeded) {
        if (seeded.isEmpty()) {
            throw new IllegalArgumentException(event + ": no entries");
        }
        int count = heatCount(seeded.size());
        List<List<Crew>> dealt = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            dealt.add(new ArrayList<>());
        }
        for (int i = 0; i < seeded.size(); i++) {
            int round = i / count;
            int pos = i % count;
            int heat = round % 2 == 0 ? pos : count - 1 - pos;
            dealt.get(heat).add(seeded.get(i));
        }
        List<Integer> order = laneOrder();
        List<Heat> heats = new ArrayList<>();
        for (int h = 0; h < count; h++) {
            Heat heat = new Heat(event, h + 1);
            List<Crew> crews = dealt.get(h);
            for (int i = 0; i < crews.size(); i++) {
                heat.put(order.get(i), crews.get(i));
            }
            heats.add(heat);
        }
        return heats;
    }
}
