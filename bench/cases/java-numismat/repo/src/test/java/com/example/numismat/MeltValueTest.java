package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MeltValueTest {

    @Test
    void morganDollarAtSilverSpot() {
        // 26.73 g at .900 fine: 24.057 g of silver
        assertEquals(22.85, MeltValue.of(Fixtures.MORGAN_1881_S, Fixtures.spot()));
    }

    @Test
    void goldDucat() {
        assertEquals(1059.87, MeltValue.of(Fixtures.AUSTRIA_4_DUCAT_1915, Fixtures.spot()));
    }

    @Test
    void copperCentIsWorthAlmostNothing() {
        assertEquals(0.03, MeltValue.of(Fixtures.LINCOLN_1909_S_VDB, Fixtures.spot()));
    }

    @Test
    void metalWithoutAQuoteMeltsToZero() {
        SpotPrices goldOnly = SpotPrices.perGram(Map.of(Metal.GOLD, 77.0));
        assertEquals(0.0, MeltValue.of(Fixtures.MORGAN_1881_S, goldOnly));
    }
}
