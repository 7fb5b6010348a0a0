package net.icefield.stakes.calc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;

import net.icefield.stakes.model.Reading;
import net.icefield.stakes.model.Stake;

class BandsTest {
    private static Stake snowOnly(String id, double elevation, double springSnowCm, double autumnSnowCm) {
        return new Stake(id, elevation)
                .add(new Reading(LocalDate.of(2026, 5, 20), 100, springSnowCm, 400))
                .add(new Reading(LocalDate.of(2026, 9, 25), 100, autumnSnowCm, 400));
    }

    @Test
    void bandOfLowerEdge() {
        assertEquals(2500, Bands.bandOf(2500, 100));
        assertEquals(2500, Bands.bandOf(2599.9, 100));
        assertEquals(2600, Bands.bandOf(2600, 100));
        assertEquals(2400, Bands.bandOf(2599, 200));
    }

    @Test
    void groupAveragesWithinABand() {
        List<Stake> stakes = List.of(
                snowOnly("A", 2510, 200, 100),
                snowOnly("B", 2590, 200, 0),
                snowOnly("C", 2710, 300, 250));
        SortedMap<Integer, Double> bands = Bands.group(stakes);
        assertEquals(List.of(2500, 2700), List.copyOf(bands.keySet()));
        assertEquals(-0.6, bands.get(2500), 1e-9);
        assertEquals(-0.2, bands.get(2700), 1e-9);
    }

    @Test
    void glacierWideIsAreaWeighted() {
        SortedMap<Integer, Double> bands = new TreeMap<>(Map.of(2500, -2.0, 2600, -1.0, 2700, 0.5));
        double wide = Bands.glacierWide(bands, Map.of(2500, 1.0, 2600, 2.0, 2700, 1.0));
        assertEquals(-0.875, wide, 1e-9);
    }

    @Test
    void bandWithoutAreaIsAnError() {
        SortedMap<Integer, Double> bands = new TreeMap<>(Map.of(2500, -2.0, 3100, 0.4));
        assertThrows(IllegalArgumentException.class, () -> Bands.glacierWide(bands, Map.of(2500, 1.0)));
    }
}
