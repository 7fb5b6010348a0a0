package com.example.puppyclass.report;

import com.example.puppyclass.Fixtures;
import com.example.puppyclass.service.FeeCalculator;
import com.example.puppyclass.service.Register;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ClassListTest {

    @Test
    void listsDogsByNameWithFeesAndTakings() {
        Register register = new Register(Fixtures.puppyCourse(6), new FeeCalculator());
        register.book(Fixtures.puppy("Pepper", "bo@example.org", 14), Fixtures.START.minusWeeks(5));
        register.book(Fixtures.puppy("biscuit", "ann@example.org", 12), Fixtures.START.minusDays(2));
        register.book(Fixtures.puppy("Crumb", "ann@example.org", 12), Fixtures.START.minusDays(2));

        String expected = String.join("\n",
                "PF-TUE - Puppy Foundation",
                "Tue 2 Sept 2025 to Tue 7 Oct 2025, 6 weeks",
                " 1. biscuit    ann@example.org            £90.00",
                " 2. Crumb      ann@example.org            £76.50",
                " 3. Pepper     bo@example.org             £81.00",
                "3 of 6 places taken, takings £247.50",
                "");
        assertEquals(expected, ClassList.render(register));
    }
}
