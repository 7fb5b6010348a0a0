package com.example.puppyclass.model;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A course of weekly training sessions, e.g. "Puppy Foundation, Tuesdays 7pm".
 *
 * @param code      short code printed on the class list, e.g. {@code PF-TUE}
 * @param title     the course name
 * @param level     which dogs the course is for
 * @param startDate the date of the first session
 * @param weeks     number of weekly sessions
 * @param capacity  number of dogs per course
 * @param feePence  the full fee for one dog, in pence
 */
public record Course(String code, String title, Level level, LocalDate startDate, int weeks, int capacity,
                     long feePence) {

    public enum Level { PUPPY, JUNIOR, ADULT }

    public Course {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(level, "level");
        Objects.requireNonNull(startDate, "startDate");
        if (weeks < 1) {
            throw new IllegalArgumentException("a course has at least one session");
        }
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        if (feePence < 0) {
            throw new IllegalArgumentException("fee must not be negative");
        }
    }

    /** The date of the last session. */
    public LocalDate endDate() {
        return startDate.plusWeeks(weeks - 1L);
    }
}
