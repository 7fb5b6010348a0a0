package org.example.roastery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PlanSheetTest {
    @Test
    void oneLinePerDrum() {
        String sheet = PlanSheet.render(new RoastPlanner().plan(java.util.List.of(
                new Order("Kiln Café", "Huila", "espresso", 20.0),
                new Order("Pressroom", "Sidamo", "filter", 6.0))));
        assertEquals(String.join("\n",
                " 1  Huila               11.8 kg  espresso  charge 200 °C",
                " 2  Huila               11.8 kg  espresso  charge 200 °C",
                " 3  Sidamo               7.1 kg  filter    charge 205 °C",
                ""), sheet);
    }
}
