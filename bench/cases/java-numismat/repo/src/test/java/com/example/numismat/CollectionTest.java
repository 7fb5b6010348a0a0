package com.example.numismat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CollectionTest {

    private final Collection collection = Fixtures.collection();

    @Test
    void numismaticCoinIsWorthItsGuideValue() {
        assertEquals(95.0, collection.value(Fixtures.MORGAN_1881_S, Fixtures.spot()));
        assertEquals(1000.0, collection.value(Fixtures.LINCOLN_1909_S_VDB, Fixtures.spot()));
    }

    @Test
    void bullionCoinIsWorthItsMeltWhenThatIsMore() {
        // guide 16.00 at MS-60; 18.664 g of silver
        assertEquals(17.73, collection.value(Fixtures.CANADA_DOLLAR_1967, Fixtures.spot()));
    }

    @Test
    void totalOfTheCollection() {
        // 45 + 48 + 1100 + 95 + 1000 + 17.73
        assertEquals(2305.73, collection.totalValue(Fixtures.spot()));
    }

    @Test
    void countsByCountryInNameOrder() {
        assertEquals(Map.of("Austria", 1, "Canada", 1, "US", 4), collection.countByCountry());
        assertEquals(List.of("Austria", "Canada", "US"), List.copyOf(collection.countByCountry().keySet()));
    }

    @Test
    void sortedByTypeThenDate() {
        List<String> dates = collection.sorted().stream().map(c -> c.date() + " " + c.denomination()).toList();
        assertEquals(List.of("1915 4 ducat", "1967 silver dollar", "1909-S Lincoln cent", "1881-S Morgan dollar",
                "1893-S Morgan dollar", "1986 Silver Eagle"), dates);
    }

    @Test
    void coinWithoutAPriceGuideCannotBeValued() {
        Coin trade = new Coin("US", "Trade dollar", 1875, "CC", Metal.SILVER, 27.22, 0.900, Grade.of(40),
                1_573_700);
        assertThrows(IllegalArgumentException.class, () -> collection.guideValue(trade));
    }
}
