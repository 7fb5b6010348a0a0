package com.example.puppyclass.service;

import com.example.puppyclass.Fixtures;
import com.example.puppyclass.model.Course;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class AgeRulesTest {

    private final Course puppies = Fixtures.puppyCourse(8);

    @Test
    void puppiesFromTenToTwentySixWeeks() {
        assertNull(AgeRules.refusal(puppies, Fixtures.puppy("Biscuit", "a@example.org", 10)));
        assertNull(AgeRules.refusal(puppies, Fixtures.puppy("Biscuit", "a@example.org", 26)));
    }

    @Test
    void refusesAPuppyTooYoung() {
        assertEquals("Pip is 9 weeks old at the start; the course takes dogs from 10 weeks",
                AgeRules.refusal(puppies, Fixtures.puppy("Pip", "a@example.org", 9)));
    }

    @Test
    void refusesAPuppyTooOld() {
        assertEquals("Rex is 27 weeks old at the start; the course takes dogs up to 26 weeks",
                AgeRules.refusal(puppies, Fixtures.puppy("Rex", "a@example.org", 27)));
    }

    @Test
    void juniorsCountFromTheirOwnStart() {
        Course juniors = Fixtures.juniorCourse(); // starts two days after START
        assertNull(AgeRules.refusal(juniors, Fixtures.puppy("Moss", "a@example.org", 20)));
        assertEquals("Moss is 79 weeks old at the start; the course takes dogs up to 78 weeks",
                AgeRules.refusal(juniors, Fixtures.puppy("Moss", "a@example.org", 79)));
    }
}
