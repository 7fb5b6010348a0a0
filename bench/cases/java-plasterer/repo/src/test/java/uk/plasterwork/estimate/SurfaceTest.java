package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class SurfaceTest {

    private static final double EPS = 1e-9;

    @Test
    void wallLessItsOpenings() {
        Surface wall = Surface.wall("front", 4.2, 2.4, Opening.window(1.8, 1.2), Opening.door(0.9, 2.0));
        assertEquals(10.08, wall.grossArea(), EPS);
        assertEquals(10.08 - 2.16 - 1.8, wall.netArea(), EPS);
    }

    @Test
    void netAreaNeverNegative() {
        Surface wall = Surface.wall("glazed", 2.0, 2.0, Opening.window(2.0, 2.5));
        assertEquals(0.0, wall.netArea(), EPS);
    }

    @Test
    void ceilingIsLengthByWidth() {
        Surface ceiling = Surface.ceiling("ceiling", 4.2, 3.6);
        assertEquals(Surface.Kind.CEILING, ceiling.kind());
        assertEquals(15.12, ceiling.netArea(), EPS);
    }

    @Test
    void rejectsBadSizes() {
        assertThrows(IllegalArgumentException.class, () -> Surface.wall("w", 0, 2.4));
        assertThrows(IllegalArgumentException.class, () -> Opening.window(-1, 1));
        assertThrows(IllegalArgumentException.class, () -> new Surface("c", Surface.Kind.CEILING, 3, 3,
                java.util.List.of(Opening.window(1, 1))));
    }

    @Test
    void roomAreasByKind() {
        Room room = Fixtures.livingRoom();
        assertEquals(33.48, room.wallArea(), EPS);
        assertEquals(15.12, room.ceilingArea(), EPS);
        assertEquals(48.6, room.area(), EPS);
        assertEquals(48.6 + 36.32, Fixtures.job().area(), EPS);
    }
}
