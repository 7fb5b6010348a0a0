package com.example.lido;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ConcessionServiceTest {
    private final ConcessionService concessions = new ConcessionService();

    @Test
    void toddlerIsAnInfant() {
        assertEquals(AgeBand.INFANT, concessions.bandFor(1));
    }

    @Test
    void schoolChildIsAChild() {
        assertEquals(AgeBand.CHILD, concessions.bandFor(9));
    }

    @Test
    void workingAgeIsAnAdult() {
        assertEquals(AgeBand.ADULT, concessions.bandFor(40));
    }

    @Test
    void pensionerIsASenior() {
        assertEquals(AgeBand.SENIOR, concessions.bandFor(78));
    }

    @Test
    void membersGetTheDiscount() {
        assertEquals(20, concessions.memberDiscountPercent(new Visitor("Ada", 30, true)));
        assertEquals(0, concessions.memberDiscountPercent(Visitor.guest("Bo", 30)));
    }
}
