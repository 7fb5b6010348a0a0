package org.example.roastery;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the day's orders into drums: the orders for the same lot on the same profile are roasted
 * together, in as few drums as the drum holds, all of the same size.
 */
public final class RoastPlanner {
    /** Green coffee a full drum holds, in kilograms. */
    public static final double DRUM_KG = 12.0;
    /** The weight the house profiles lose, as a fraction of the green weight. */
    public static final double EXPECTED_LOSS = 0.15;

    public List<PlannedBatch> plan(List<Order> orders) {
        Map<String, Double> roastedByGroup = new LinkedHashMap<>();
        for (Order order : orders) {
            roastedByGroup.merge(order.lot() + "|" + order.profile(), order.roastedKg(), Double::sum);
        }

        List<PlannedBatch> batches = new ArrayList<>();
        for (Map.Entry<String, Double> group : roastedByGroup.entrySet()) {
            String[] key = group.getKey().split("\\|");
            double green = greenFor(group.getValue());
            int drums = (int) Math.ceil(green / DRUM_KG - 1e-9);
            double perDrum = Math.round(green / drums * 10) / 10.0;
            Profile profile = profile(key[1]);
            for (int i = 0; i < drums; i++) {
                batches.add(new PlannedBatch(key[0], perDrum, profile));
            }
        }
        return batches;
    }

    /** Green coffee needed for a weight of roasted coffee, to the tenth of a kilogram above. */
    static double greenFor(double roastedKg) {
        return Math.ceil(roastedKg / (1 - EXPECTED_LOSS) * 10 - 1e-9) / 10.0;
    }

    static Profile profile(String name) {
        return switch (name) {
            case "espresso" -> Profiles.espresso();
            case "filter" -> Profiles.filter();
            default -> throw new IllegalArgumentException("no house profile '" + name + "'");
        };
    }
}
