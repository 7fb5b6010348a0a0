package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class LabourEstimatorTest {

    private static final double EPS = 1e-9;
    private final LabourEstimator labour = new LabourEstimator();

    @Test
    void ceilingsGoSlower() {
        assertEquals(33.48 / 18 + 15.12 / 13.5, labour.days(Fixtures.livingRoom()), EPS);
        assertEquals(26.72 / 40 + 9.6 / 30, labour.days(Fixtures.bedroom()), EPS);
    }

    @Test
    void jobRoundsUpToHalfDays() {
        assertEquals(8, labour.halfDays(Fixtures.job()));
    }

    @Test
    void atLeastHalfADay() {
        Job patch = new Job("Q-2300", "Mr T. Reyes", "2 Mill Lane",
                List.of(Room.of("Porch", Finish.SKIM, Surface.wall("patch", 1.0, 1.0))));
        assertEquals(1, labour.halfDays(patch));
    }
}
