package com.example.optician;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class VertexTest {

    @Test
    void effectivePowerAtTheCornea() {
        assertEquals(-7.2993, Vertex.effective(-8.0, 12, 0), 1e-4);
        assertEquals(11.3636, Vertex.effective(10.0, 12, 0), 1e-4);
        assertEquals(-8.0, Vertex.effective(-7.2993, 0, 12), 1e-3);
    }

    @Test
    void roundsToQuarters() {
        assertEquals(-7.25, Vertex.toQuarter(-7.2993));
        assertEquals(11.25, Vertex.toQuarter(11.3636));
        assertEquals(0.25, Vertex.toQuarter(0.125));
        assertEquals(-0.25, Vertex.toQuarter(-0.125));
        assertEquals(0.0, Vertex.toQuarter(0.1));
    }

    @Test
    void contactLensForSpectacles() {
        assertEquals(new Rx(-5.5, -1.75, 180, 0), Vertex.contactLens(new Rx(-6.0, -2.0, 180, 0)));
        assertEquals(Rx.sphere(-3.0), Vertex.contactLens(Rx.sphere(-3.0)));
        assertEquals(new Rx(11.25, 0, 0, 1.5), Vertex.contactLens(new Rx(10.0, 0, 0, 1.5)));
    }
}
