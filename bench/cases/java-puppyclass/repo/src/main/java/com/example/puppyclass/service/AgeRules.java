package com.example.puppyclass.service;

import com.example.puppyclass.model.Course;
import com.example.puppyclass.model.Dog;

/**
 * Which dogs may join which course, by their age in weeks on the first session.
 * Puppies join from 10 weeks (after their second vaccination) until 26 weeks;
 * juniors from 20 weeks until 18 months; adult classes take any dog from 12 months.
 */
public final class AgeRules {

    static final int PUPPY_MIN_WEEKS = 10;
    static final int PUPPY_MAX_WEEKS = 26;
    static final int JUNIOR_MIN_WEEKS = 20;
    static final int JUNIOR_MAX_WEEKS = 78;
    static final int ADULT_MIN_WEEKS = 52;

    private AgeRules() {
    }

    /** Null when the dog may join, otherwise the reason it may not. */
    public static String refusal(Course course, Dog dog) {
        long weeks = dog.ageInWeeks(course.startDate());
        return switch (course.level()) {
            case PUPPY -> weeks < PUPPY_MIN_WEEKS ? tooYoung(dog, weeks, PUPPY_MIN_WEEKS)
                    : weeks > PUPPY_MAX_WEEKS ? tooOld(dog, weeks, PUPPY_MAX_WEEKS) : null;
            case JUNIOR -> weeks < JUNIOR_MIN_WEEKS ? tooYoung(dog, weeks, JUNIOR_MIN_WEEKS)
                    : weeks > JUNIOR_MAX_WEEKS ? tooOld(dog, weeks, JUNIOR_MAX_WEEKS) : null;
            case ADULT -> weeks < ADULT_MIN_WEEKS ? tooYoung(dog, weeks, ADULT_MIN_WEEKS) : null;
        };
    }

    private static String tooYoung(Dog dog, long weeks, int min) {
        return dog.name() + " is " + weeks + " weeks old at the start; the course takes dogs from " + min + " weeks";
    }

    private static String tooOld(Dog dog, long weeks, int max) {
        return dog.name() + " is " + weeks + " weeks old at the start; the course takes dogs up to " + max + " weeks";
    }
}
