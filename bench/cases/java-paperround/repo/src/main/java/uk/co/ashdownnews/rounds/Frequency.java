package uk.co.ashdownnews.rounds;

import java.time.DayOfWeek;

/** How often a title comes out. */
public enum Frequency {
    /** Monday to Saturday. */
    DAILY,
    /** Sundays only. */
    SUNDAY,
    /** Once a week on the publication's issue day. */
    WEEKLY,
    /** Once a month, on the first issue day of the month. */
    MONTHLY;

    boolean isIssueDay(DayOfWeek day, DayOfWeek issueDay) {
        switch (this) {
            case DAILY:
                return day != DayOfWeek.SUNDAY;
            case SUNDAY:
                return day == DayOfWeek.SUNDAY;
            case WEEKLY:
            case MONTHLY:
                return day == issueDay;
            default:
                throw new AssertionError(this);
        }
    }
}
