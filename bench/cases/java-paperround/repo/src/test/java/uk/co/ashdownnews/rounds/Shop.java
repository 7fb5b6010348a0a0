package uk.co.ashdownnews.rounds;

import java.time.DayOfWeek;
import java.time.LocalDate;

/** The shop used across the tests: two rounds in the first week of March 2024. */
final class Shop {

    static final LocalDate MON = LocalDate.of(2024, 3, 4);
    static final LocalDate TUE = MON.plusDays(1);
    static final LocalDate WED = MON.plusDays(2);
    static final LocalDate THU = MON.plusDays(3);
    static final LocalDate FRI = MON.plusDays(4);
    static final LocalDate SAT = MON.plusDays(5);
    static final LocalDate SUN = MON.plusDays(6);

    private Shop() {
    }

    static Catalogue catalogue() {
        return new Catalogue()
                .add(Publication.daily("TEL", "Daily Telegraph", Money.parse("2.20"), Money.parse("3.00")))
                .add(Publication.daily("GRD", "The Guardian", Money.parse("2.50"), Money.parse("3.50")))
                .add(Publication.sunday("OBS", "The Observer", Money.parse("3.50")))
                .add(Publication.weekly("RT", "Radio Times", DayOfWeek.TUESDAY, Money.parse("3.25")))
                .add(Publication.weekly("CL", "Country Life", DayOfWeek.THURSDAY, Money.parse("4.99")))
                .add(Publication.monthly("GW", "Gardeners' World", DayOfWeek.FRIDAY, Money.parse("5.99")));
    }

    static Accounts accounts() {
        Accounts a = new Accounts(catalogue())
                .addRound(new Round("R1", "Forest Row", "Kasia", Money.parse("2.60")))
                .addRound(new Round("R2", "Hartfield", "Owen", Money.parse("3.10")));
        a.addCustomer(new Customer("A101", "Mrs P. Hollis", "3 Church Lane", "R1", 3))
                .addOrder(StandingOrder.every("A101", "TEL"))
                .addOrder(StandingOrder.every("A101", "OBS"))
                .addOrder(StandingOrder.every("A101", "RT"));
        a.addCustomer(new Customer("A102", "J. Okonkwo", "1 Church Lane", "R1", 1))
                .addOrder(StandingOrder.on("A102", "GRD", DayOfWeek.SATURDAY))
                .addOrder(StandingOrder.every("A102", "OBS"));
        a.addCustomer(new Customer("A103", "Revd S. Marsh", "The Vicarage", "R1", 7))
                .addOrder(StandingOrder.every("A103", "TEL"))
                .addOrder(StandingOrder.every("A103", "CL"))
                .addHoliday(new HolidayStop("A103", TUE, THU));
        a.addCustomer(new Customer("A105", "D. Price", "Flat 2, Mill House", "R1", 5))
                .addOrder(StandingOrder.every("A105", "RT"))
                .addHoliday(new HolidayStop("A105", MON.plusWeeks(1), SUN.plusWeeks(1)));
        a.addCustomer(new Customer("A104", "Mr & Mrs Dunn", "12 Priory Road", "R2", 2))
                .addOrder(StandingOrder.every("A104", "GRD"))
                .addOrder(StandingOrder.every("A104", "GW"));
        return a;
    }
}
