package org.example.bobsleigh;

import java.util.List;

final class Fixtures {
    private Fixtures() {
    }

    static final List<Sled> SLEDS = List.of(
            new Sled(1, "GER", "Brandauer", 2),
            new Sled(2, "SUI", "Keller", 2),
            new Sled(3, "LAT", "Ozols", 2),
            new Sled(4, "CAN", "Tremblay", 2),
            new Sled(5, "USA", "Hollis", 2),
            new Sled(6, "JPN", "Sato", 2));

    static final List<String> SHEET = List.of(
            "# two-man, heat 1",
            "1,1,4.91,51.02",
            "2,1,4.95,51.10",
            "3,1,4.89,51.35",
            "4,1,5.02,51.10",
            "5,1,5.10,51.88",
            "6,1,5.05,DNF",
            "",
            "# heat 2",
            "2,2,4.90,51.05",
            "1,2,4.93,51.20",
            "3,2,4.88,50.98",
            "4,2,5.00,51.40",
            "5,2,5.07,51.60");

    static Race race() {
        return Race.fromSheet("Two-man bob", SLEDS, SHEET);
    }
}
