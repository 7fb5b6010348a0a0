package uk.co.ashdownnews.rounds;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.Objects;

/**
 * A newspaper or magazine the shop delivers. Dailies have a weekday cover price and usually a
 * dearer Saturday edition; weeklies and monthlies have one price and an issue day.
 */
public record Publication(String code, String title, Frequency frequency, DayOfWeek issueDay,
                          Money price, Money saturdayPrice) {

    public Publication {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(frequency, "frequency");
        Objects.requireNonNull(price, "price");
        if ((frequency == Frequency.WEEKLY || frequency == Frequency.MONTHLY) && issueDay == null) {
            throw new IllegalArgumentException(code + ": a " + frequency + " title needs an issue day");
        }
        if (saturdayPrice == null) {
            saturdayPrice = price;
        }
    }

    public static Publication daily(String code, String title, Money weekday, Money saturday) {
        return new Publication(code, title, Frequency.DAILY, null, weekday, saturday);
    }

    public static Publication sunday(String code, String title, Money price) {
        return new Publication(code, title, Frequency.SUNDAY, DayOfWeek.SUNDAY, price, price);
    }

    public static Publication weekly(String code, String title, DayOfWeek issueDay, Money price) {
        return new Publication(code, title, Frequency.WEEKLY, issueDay, price, price);
    }

    public static Publication monthly(String code, String title, DayOfWeek issueDay, Money price) {
        return new Publication(code, title, Frequency.MONTHLY, issueDay, price, price);
    }

    /** Whether an issue of this title comes out on the given date. */
    public boolean publishedOn(LocalDate date) {
        if (!frequency.isIssueDay(date.getDayOfWeek(), issueDay)) {
            return false;
        }
        if (frequency == Frequency.MONTHLY) {
            return date.getDayOfMonth() <= 7;
        }
        return true;
    }

    /** The cover price of the issue on the given date. */
    public Money priceOn(LocalDate date) {
        if (frequency == Frequency.DAILY && date.getDayOfWeek() == DayOfWeek.SATURDAY) {
            return saturdayPrice;
        }
        return price;
    }
}
