package com.example.puppyclass;

import com.example.puppyclass.model.Course;
import com.example.puppyclass.model.Dog;

import java.time.LocalDate;

/** Courses and dogs shared by the tests. */
public final class Fixtures {

    public static final LocalDate START = LocalDate.of(2025, 9, 2); // a Tuesday

    private Fixtures() {
    }

    public static Course puppyCourse(int capacity) {
        return new Course("PF-TUE", "Puppy Foundation", Course.Level.PUPPY, START, 6, capacity, 9000);
    }

    public static Course juniorCourse() {
        return new Course("JR-THU", "Junior Manners", Course.Level.JUNIOR, START.plusDays(2), 8, 8, 12000);
    }

    /** A dog that is the given number of weeks old on START. */
    public static Dog puppy(String name, String owner, int weeksOld) {
        return new Dog(name, START.minusWeeks(weeksOld), owner);
    }
}
