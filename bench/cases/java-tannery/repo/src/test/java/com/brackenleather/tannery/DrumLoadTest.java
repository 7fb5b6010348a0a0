package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DrumLoadTest {

    private static DrumLoad load() {
        DrumLoad load = new DrumLoad(1);
        load.add(new Hide("C-1", Species.COW, 28).weighPelt(30));
        load.add(new Hide("C-2", Species.COW, 32).weighPelt(35));
        load.add(new Hide("C-3", Species.COW, 30));
        return load;
    }

    @Test
    void weightsAddUp() {
        DrumLoad load = load();
        assertEquals(3, load.hideCount());
        assertEquals(90.0, load.greenWeightKg(), 1e-9);
        assertEquals(98.0, load.peltWeightKg(), 1e-9);
    }

    @Test
    void chemicalsArePercentOfPeltWeight() {
        Map<String, Double> kg = load().chemicals(Recipe.standardChrome());
        assertEquals(List.of("water", "salt", "formic acid", "sulphuric acid", "chrome sulphate",
                "sodium bicarbonate"), List.copyOf(kg.keySet()));
        assertEquals(78.4, kg.get("water"), 1e-9);
        assertEquals(7.84, kg.get("chrome sulphate"), 1e-9);
        assertEquals(0.49, kg.get("formic acid"), 1e-9);
    }

    @Test
    void repeatedAdditionsAreSummed() {
        Map<String, Double> kg = load().chemicals(Recipe.mimosa());
        assertEquals(34.3, kg.get("mimosa extract"), 1e-9);
    }

    @Test
    void recipeTimes() {
        assertEquals(500, Recipe.standardChrome().totalMinutes());
        assertEquals(1030, Recipe.mimosa().totalMinutes());
    }

    @Test
    void additionsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new Addition("salt", -1, 10));
        assertThrows(IllegalArgumentException.class, () -> new Addition(" ", 1, 10));
        assertThrows(IllegalArgumentException.class, () -> new Recipe("empty", List.of()));
    }
}
