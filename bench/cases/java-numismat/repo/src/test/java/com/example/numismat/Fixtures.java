package com.example.numismat;

import java.util.Map;

/** A small mixed collection and the day's prices used across the tests. */
final class Fixtures {

    private Fixtures() {
    }

    static final Coin MORGAN_1881_S = new Coin("US", "Morgan dollar", 1881, "S", Metal.SILVER,
            26.73, 0.900, Grade.parse("MS-63"), 12_760_000);
    static final Coin MORGAN_1893_S = new Coin("US", "Morgan dollar", 1893, "S", Metal.SILVER,
            26.73, 0.900, Grade.parse("VF-20"), 100_000);
    static final Coin LINCOLN_1909_S_VDB = new Coin("US", "Lincoln cent", 1909, "S", Metal.COPPER,
            3.11, 0.950, Grade.parse("F-12"), 484_000);
    static final Coin SILVER_EAGLE_1986 = new Coin("US", "Silver Eagle", 1986, "", Metal.SILVER,
            31.103, 0.999, Grade.parse("MS-69"), 5_393_005);
    static final Coin CANADA_DOLLAR_1967 = new Coin("Canada", "silver dollar", 1967, "", Metal.SILVER,
            23.33, 0.800, Grade.parse("MS-60"), 6_767_496);
    static final Coin AUSTRIA_4_DUCAT_1915 = new Coin("Austria", "4 ducat", 1915, "", Metal.GOLD,
            13.96, 0.986, Grade.parse("MS-63"), 496_501);

    static SpotPrices spot() {
        return SpotPrices.perGram(Map.of(
                Metal.GOLD, 77.00,
                Metal.SILVER, 0.95,
                Metal.COPPER, 0.009));
    }

    static Collection collection() {
        return new Collection()
                .catalogue("US Morgan dollar", new PriceGuide().list(20, 45).list(40, 52).list(60, 70)
                        .list(63, 95).list(65, 260))
                .catalogue("US Lincoln cent", new PriceGuide().list(4, 700).list(8, 800).list(12, 1000)
                        .list(20, 1250))
                .catalogue("US Silver Eagle", new PriceGuide().list(65, 35).list(69, 48).list(70, 120))
                .catalogue("Canada silver dollar", new PriceGuide().list(60, 16).list(63, 19))
                .catalogue("Austria 4 ducat", new PriceGuide().list(60, 1080).list(63, 1100).list(65, 1150))
                .add(MORGAN_1893_S)
                .add(SILVER_EAGLE_1986)
                .add(AUSTRIA_4_DUCAT_1915)
                .add(MORGAN_1881_S)
                .add(LINCOLN_1909_S_VDB)
                .add(CANADA_DOLLAR_1967);
    }
}
