package com.example.vineyard;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The home vineyard as sampled up to the first week of March. */
final class Fixtures {

    static final Block N1 = new Block("N1", Variety.CHARDONNAY, 2.1, 40, 130, 28, 110);
    static final Block N2 = new Block("N2", Variety.SAUVIGNON_BLANC, 1.6, 32, 125, 30, 95);
    static final Block S1 = new Block("S1", Variety.PINOT_NOIR, 1.8, 36, 120, 22, 120);
    static final Block S2 = new Block("S2", Variety.SHIRAZ, 2.4, 44, 140, 26, 140);
    static final Block E1 = new Block("E1", Variety.RIESLING, 0.9, 18, 120, 24, 100);

    static final List<Block> BLOCKS = List.of(N1, N2, S1, S2, E1);

    private Fixtures() {
    }

    static LocalDate day(String iso) {
        return LocalDate.parse(iso);
    }

    static MaturitySample sample(String block, String date, double brix, double ta, double ph) {
        return new MaturitySample(block, day(date), brix, ta, ph, 1.2);
    }

    static Map<String, List<MaturitySample>> samples() {
        Map<String, List<MaturitySample>> map = new LinkedHashMap<>();
        map.put("N1", List.of(
                sample("N1", "2024-02-05", 16.0, 11.2, 3.02),
                sample("N1", "2024-02-12", 17.6, 10.1, 3.09),
                sample("N1", "2024-02-19", 18.9, 9.0, 3.15),
                sample("N1", "2024-02-26", 19.9, 8.1, 3.21),
                sample("N1", "2024-03-04", 20.7, 7.4, 3.27)));
        map.put("N2", List.of(
                sample("N2", "2024-02-26", 20.3, 8.0, 3.18),
                sample("N2", "2024-02-05", 17.2, 10.8, 3.01),
                sample("N2", "2024-02-19", 19.5, 8.8, 3.12),
                sample("N2", "2024-02-12", 18.5, 9.7, 3.06)));
        map.put("S1", List.of(
                sample("S1", "2024-02-05", 17.0, 10.2, 3.10),
                sample("S1", "2024-02-12", 18.6, 9.1, 3.18),
                sample("S1", "2024-02-19", 19.9, 8.0, 3.26),
                sample("S1", "2024-02-26", 21.0, 7.2, 3.33),
                sample("S1", "2024-03-04", 21.8, 6.6, 3.40)));
        map.put("S2", List.of(
                sample("S2", "2024-02-05", 15.5, 10.9, 3.15),
                sample("S2", "2024-02-12", 17.2, 9.6, 3.24),
                sample("S2", "2024-02-19", 18.6, 8.5, 3.33),
                sample("S2", "2024-02-26", 19.8, 7.6, 3.41),
                sample("S2", "2024-03-04", 20.8, 6.9, 3.48)));
        map.put("E1", List.of(
                sample("E1", "2024-03-04", 18.0, 9.4, 3.05)));
        return map;
    }
}
