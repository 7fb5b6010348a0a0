package org.example.bobsleigh;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeatSheetReaderTest {
    @Test
    void readsAFinishedRun() {
        Heat h = HeatSheetReader.parseLine("3,2,4.88,50.98");
        assertEquals(new Heat(3, 2, 488, 5098, Status.FINISHED), h);
    }

    @Test
    void readsADidNotFinish() {
        Heat h = HeatSheetReader.parseLine("6,1,5.05,DNF");
        assertEquals(Status.DID_NOT_FINISH, h.status());
        assertEquals(505, h.pushHundredths());
        assertEquals(0, h.runHundredths());
    }

    @Test
    void skipsCommentsAndBlankLines() {
        assertEquals(11, HeatSheetReader.read(Fixtures.SHEET).size());
    }

    @Test
    void namesTheBadLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HeatSheetReader.read(List.of("1,1,4.91,51.02", "2,1,4.95")));
        assertEquals("line 2: expected bib,heat,push,run", e.getMessage());
    }
}
