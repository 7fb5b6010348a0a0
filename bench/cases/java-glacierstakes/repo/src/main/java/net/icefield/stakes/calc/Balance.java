package net.icefield.stakes.calc;

import java.util.List;

import net.icefield.stakes.model.Reading;
import net.icefield.stakes.model.Stake;

/** Point surface mass balance of a stake between its first and last visit, in m w.e. */
public final class Balance {
    public static final double ICE_DENSITY = 900.0;
    public static final double WATER_DENSITY = 1000.0;

    private Balance() {
    }

    public static double pointBalance(Stake stake) {
        List<Reading> visits = stake.readings();
        if (visits.size() < 2) {
            throw new IllegalArgumentException("stake " + stake.id() + " needs at least two visits");
        }
        Reading first = visits.get(0);
        Reading last = visits.get(visits.size() - 1);
        double exposureGainM = (last.exposureCm() - first.exposureCm()) / 100.0;
        double ice = -exposureGainM * ICE_DENSITY / WATER_DENSITY;
        double snow = snowWaterEquivalent(last) - snowWaterEquivalent(first);
        return ice + snow;
    }

    /** Water equivalent of the snow lying on the stake at one visit, in m w.e. */
    public static double snowWaterEquivalent(Reading reading) {
        return reading.snowCm() / 100.0 * reading.snowDensity() / WATER_DENSITY;
    }
}
