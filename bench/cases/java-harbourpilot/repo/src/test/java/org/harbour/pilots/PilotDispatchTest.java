package org.harbour.pilots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PilotDispatchTest {
    private final PilotDispatch dispatch = new PilotDispatch(15);

    private static List<String> order(List<Boarding> plan) {
        return plan.stream().map(Boarding::vessel).toList();
    }

    @Test
    void servesVesselsInArrivalOrder() {
        List<Vessel> vessels = List.of(
                new Vessel("Nordic Tern", 9.5, 420, false),
                new Vessel("Amberley", 7.0, 360, false),
                new Vessel("Calloway", 8.2, 390, false));
        List<Pilot> pilots = List.of(new Pilot("Okafor", 12.0, 300));
        List<Boarding> plan = dispatch.plan(vessels, pilots);
        assertEquals(List.of("Amberley", "Calloway", "Nordic Tern"), order(plan));
        assertEquals("06:00 Okafor boards Amberley", plan.get(0).describe());
    }

    @Test
    void hazardousCargoBoardsFirst() {
        List<Vessel> vessels = List.of(
                new Vessel("Amberley", 7.0, 360, false),
                new Vessel("Petrel Gas", 6.1, 400, true));
        List<Pilot> pilots = List.of(new Pilot("Okafor", 12.0, 300));
        assertEquals(List.of("Petrel Gas", "Amberley"), order(dispatch.plan(vessels, pilots)));
    }

    @Test
    void keepsTheDeepLicenceForLater() {
        List<Vessel> vessels = List.of(
                new Vessel("Amberley", 7.0, 360, false),
                new Vessel("Hoegh Tide", 13.4, 370, false));
        List<Pilot> pilots = List.of(new Pilot("Senior Reyes", 15.0, 300), new Pilot("Okafor", 9.0, 300));
        List<Boarding> plan = dispatch.plan(vessels, pilots);
        assertEquals("Okafor", plan.get(0).pilot());
        assertEquals("Senior Reyes", plan.get(1).pilot());
        assertEquals(370, plan.get(1).at());
    }

    @Test
    void waitsForTheLaunch() {
        List<Vessel> vessels = List.of(
                new Vessel("Amberley", 7.0, 360, false),
                new Vessel("Calloway", 8.2, 365, false));
        List<Pilot> pilots = List.of(new Pilot("Okafor", 12.0, 300));
        List<Boarding> plan = dispatch.plan(vessels, pilots);
        assertEquals(360, plan.get(0).at());
        assertEquals(435, plan.get(1).at());
        assertEquals(70, dispatch.totalWait(vessels, pilots));
    }

    @Test
    void refusesAVesselNobodyMayPilot() {
        List<Vessel> vessels = List.of(new Vessel("Cape Giant", 17.0, 360, false));
        List<Pilot> pilots = List.of(new Pilot("Okafor", 12.0, 300));
        assertThrows(IllegalStateException.class, () -> dispatch.plan(vessels, pilots));
    }
}
