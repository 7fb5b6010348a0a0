package com.glenbrae.distillery;

import java.time.LocalDate;

/** The casks in warehouse No. 2 used across the tests. */
final class Fixtures {

    static final LocalDate STOCKTAKE = LocalDate.of(2024, 6, 30);

    private Fixtures() {
    }

    static Cask hogshead() {
        return new Cask("GB-2016-0142", CaskType.HOGSHEAD, LocalDate.of(2016, 3, 14), 238.0, 57.4);
    }

    static Cask butt() {
        return new Cask("GB-2012-0007", CaskType.BUTT, LocalDate.of(2012, 11, 2), 470.0, 55.2);
    }

    static Cask quarter() {
        return new Cask("GB-2022-0311", CaskType.QUARTER, LocalDate.of(2022, 1, 20), 118.0, 62.8);
    }

    static Cask barrel() {
        return new Cask("GB-2021-0288", CaskType.BARREL, LocalDate.of(2021, 7, 1), 190.0, 63.5);
    }

    static Warehouse warehouse() {
        Warehouse w = new Warehouse("No. 2 Dunnage");
        w.receive(hogshead());
        w.receive(butt());
        w.receive(quarter());
        w.receive(barrel());
        return w;
    }
}
