package net.icefield.stakes.calc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import net.icefield.stakes.model.Stake;

/** Elevation bands: stakes grouped by the band their elevation falls in. */
public final class Bands {
    public static final int DEFAULT_WIDTH_M = 100;

    private Bands() {
    }

    /** Lower edge of the band holding the elevation. */
    public static int bandOf(double elevationM, int widthM) {
        return (int) Math.floor(elevationM / widthM) * widthM;
    }

    /** Mean point balance of the stakes in each band, keyed by the band's lower edge. */
    public static SortedMap<Integer, Double> group(List<Stake> stakes) {
        SortedMap<Integer, List<Double>> values = new TreeMap<>();
        for (Stake stake : stakes) {
            int band = bandOf(stake.elevationM(), DEFAULT_WIDTH_M);
            values.computeIfAbsent(band, b -> new ArrayList<>()).add(Balance.pointBalance(stake));
        }
        SortedMap<Integer, Double> means = new TreeMap<>();
        for (Map.Entry<Integer, List<Double>> e : values.entrySet()) {
            means.put(e.getKey(), e.getValue().stream().mapToDouble(Double::doubleValue).average().orElseThrow());
        }
        return means;
    }

    /** Area-weighted glacier-wide balance; bands without stakes are left out of the weighting. */
    public static double glacierWide(SortedMap<Integer, Double> bandBalances, Map<Integer, Double> areasKm2) {
        double weighted = 0;
        double area = 0;
        for (Map.Entry<Integer, Double> e : bandBalances.entrySet()) {
            Double a = areasKm2.get(e.getKey());
            if (a == null) {
                throw new IllegalArgumentException("no area for band " + e.getKey() + " m");
            }
            weighted += e.getValue() * a;
            area += a;
        }
        if (area == 0) {
            throw new IllegalArgumentException("no band area to weight by");
        }
        return weighted / area;
    }
}
