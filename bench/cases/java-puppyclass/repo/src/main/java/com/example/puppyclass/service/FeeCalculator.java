package com.example.puppyclass.service;

import com.example.puppyclass.model.Course;
import com.example.puppyclass.util.Money;

import java.time.LocalDate;

/**
 * The fee for one dog on a course. Bookings made at least four weeks before the
 * first session get 10% off (early bird); an owner's second and further dogs on
 * the same course get 15% off. Only the larger of the two discounts applies.
 */
public final class FeeCalculator {

    static final int EARLY_BIRD_WEEKS = 4;
    static final int EARLY_BIRD_PERCENT = 10;
    static final int EXTRA_DOG_PERCENT = 15;

    /**
     * @param course     the course
     * @param bookedOn   the day of the booking
     * @param dogsBefore how many of the owner's dogs already hold a place on the course
     */
    public long fee(Course course, LocalDate bookedOn, int dogsBefore) {
        long full = course.feePence();
        int percent = 0;
        LocalDate cutoff = course.startDate().minusWeeks(EARLY_BIRD_WEEKS);
        if (!bookedOn.isAfter(cutoff)) {
            percent = EARLY_BIRD_PERCENT;
        }
        if (dogsBefore > 0 && EXTRA_DOG_PERCENT > percent) {
            percent = EXTRA_DOG_PERCENT;
        }
        return full - Money.percentOf(full, percent);
    }
}
