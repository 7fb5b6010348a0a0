package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class LabelFormatterTest {

    @Test
    void strength() {
        assertEquals("46% vol", LabelFormatter.strength(46.0));
        assertEquals("57.4% vol", LabelFormatter.strength(57.4));
        assertEquals("40% vol", LabelFormatter.strength(40.04));
    }

    @Test
    void ageInFullYears() {
        assertEquals("8 Years Old", LabelFormatter.ageStatement(Fixtures.hogshead(), Fixtures.STOCKTAKE));
        assertEquals("7 Years Old", LabelFormatter.ageStatement(Fixtures.hogshead(), LocalDate.of(2024, 3, 13)));
        assertEquals("", LabelFormatter.ageStatement(Fixtures.quarter(), Fixtures.STOCKTAKE));
    }

    @Test
    void fullLabel() {
        BottlingPlan plan = new BottlingPlan(Fixtures.butt(), 55.2);
        assertEquals("11 Years Old · Cask GB-2012-0007 · 55.2% vol · Cask Strength · 70cl",
                LabelFormatter.label(plan, Fixtures.STOCKTAKE));
        BottlingPlan young = new BottlingPlan(Fixtures.quarter(), 46.0);
        assertEquals("Cask GB-2022-0311 · 46% vol · 70cl", LabelFormatter.label(young, Fixtures.STOCKTAKE));
    }
}
