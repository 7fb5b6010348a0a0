package com.example.vineyard;

import static com.example.vineyard.Fixtures.day;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HarvestReportTest {

    private static final String NL = System.lineSeparator();

    private final Map<String, List<MaturitySample>> samples = Fixtures.samples();

    @Test
    void maturityTable() {
        String expected = String.join(NL,
                "Block Variety            Brix     TA    pH  Status    Ripe on",
                "N1    Chardonnay         20.7    7.4  3.27  RIPENING  2024-03-15",
                "N2    Sauvignon Blanc    20.3    8.0  3.18  RIPENING  2024-03-06",
                "S1    Pinot Noir         21.8    6.6  3.40  RIPENING  2024-03-14",
                "S2    Shiraz             20.8    6.9  3.48  GREEN     2024-03-27",
                "E1    Riesling           18.0    9.4  3.05  RIPENING  -") + NL;
        assertEquals(expected, HarvestReport.maturityTable(Fixtures.BLOCKS, samples));
    }

    @Test
    void flagsAcidOutOfBalance() {
        Map<String, List<MaturitySample>> flat = Map.of(
                "N1", List.of(Fixtures.sample("N1", "2024-03-04", 22.8, 6.1, 3.48)));
        String table = HarvestReport.maturityTable(List.of(Fixtures.N1), flat);
        assertTrue(table.contains("RIPE*"), table);
    }

    @Test
    void unsampledBlocks() {
        String table = HarvestReport.maturityTable(List.of(Fixtures.N1), Map.of());
        assertTrue(table.contains("UNSAMPLED"), table);
    }

    @Test
    void planTable() {
        HarvestPlanner.Plan plan = new HarvestPlanner(8.0).plan(Fixtures.BLOCKS, samples, day("2024-03-05"));
        String text = HarvestReport.planTable(plan);
        assertTrue(text.startsWith("2024-03-06 WED N2      8.00 t" + NL + "2024-03-07 THU N2      3.40 t" + NL), text);
        assertTrue(text.contains("2024-03-18 MON N1      3.42 t" + NL), text);
        assertTrue(text.endsWith("Total 61.24 t, last pick 2024-03-29" + NL + "Not dated: E1" + NL), text);
    }
}
