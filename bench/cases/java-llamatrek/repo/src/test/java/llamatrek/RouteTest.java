package llamatrek;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RouteTest {

    @Test
    void totals() {
        Route route = Fixtures.tarnRound();

        assertEquals(8.0, route.km(), 1e-9);
        assertEquals(270, route.ascentM());
        assertTrue(route.isCircular());
    }

    @Test
    void legTimeByNaismith() {
        // 2.4 km at 3.5 km/h is 41.1 minutes, 210 m of climb another 25.2.
        assertEquals(Duration.ofMinutes(66), Route.walkingTime(new Leg("Beck Bridge", "High Tarn", 2.4, 210, 0)));
    }

    @Test
    void routeTime() {
        assertEquals(Duration.ofMinutes(41 + 66 + 62), Fixtures.tarnRound().walkingTime());
        assertEquals(Duration.ofMinutes(24 + 26), Fixtures.riverAmble().walkingTime());
    }

    @Test
    void legsMustJoinUp() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Route("Broken",
                List.of(new Leg("Farm", "Ford", 1.4, 0, 0), new Leg("Beck Bridge", "Farm", 2.0, 0, 0))));
        assertEquals("Leg 2 of Broken starts at Beck Bridge, not at Ford", e.getMessage());
    }
}
