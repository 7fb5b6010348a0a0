package org.example.rigging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class LoadChartTest {

    final LoadChart chart = Charts.mainBoom34();

    @Test
    void exactRadiusReadsItsRow() {
        assertEquals(11800, chart.capacityAt(8.0));
        assertEquals(2850, chart.capacityAt(22.0));
    }

    @Test
    void betweenRowsTheLargerRadiusApplies() {
        assertEquals(11800, chart.capacityAt(7.0));
        assertEquals(9200, chart.capacityAt(8.01));
    }

    @Test
    void insideTheFirstRowItsCapacityApplies() {
        assertEquals(25000, chart.capacityAt(2.0));
    }

    @Test
    void beyondTheChartIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> chart.capacityAt(22.5));
    }

    @Test
    void radiiMustIncrease() {
        assertThrows(IllegalArgumentException.class,
                () -> new LoadChart("bad", new double[] {3, 5, 4}, new double[] {3, 2, 1}));
        assertThrows(IllegalArgumentException.class,
                () -> new LoadChart("bad", new double[] {3, 5}, new double[] {3}));
    }
}
