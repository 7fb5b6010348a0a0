package com.brightcurl.salon;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;

/** The Bright Curl price list and staff rota used across the tests. */
final class Fixtures {

    /** A Tuesday. */
    static final LocalDate TUESDAY = LocalDate.of(2024, 5, 14);
    /** A Thursday: late opening. */
    static final LocalDate THURSDAY = LocalDate.of(2024, 5, 16);
    static final LocalDate MONDAY = LocalDate.of(2024, 5, 13);

    static final List<String> MENU_LINES = List.of(
            "# code,name,category,minutes,price",
            "CUT-W,Women's cut and finish,CUT,45,42.00",
            "CUT-M,Men's cut,CUT,30,24.00",
            "BLOW,Blow dry,STYLING,30,26.00",
            "ROOTS,Root tint,COLOUR,60,55.00",
            "",
            "HL-HALF,Half head highlights,COLOUR,90,78.00",
            "TREAT,Bond treatment,TREATMENT,15,18.00");

    private Fixtures() {
    }

    static ServiceMenu menu() {
        return ServiceMenu.parse(MENU_LINES);
    }

    static Stylist priya() {
        Stylist s = new Stylist("Priya", StylistLevel.SENIOR);
        for (DayOfWeek day : List.of(DayOfWeek.TUESDAY, DayOfWeek.WEDNESDAY, DayOfWeek.THURSDAY,
                DayOfWeek.FRIDAY, DayOfWeek.SATURDAY)) {
            s.works(day, Shift.of("09:00", "17:30"));
        }
        return s;
    }

    static Stylist owen() {
        return new Stylist("Owen", StylistLevel.GRADUATE)
                .works(DayOfWeek.TUESDAY, Shift.of("10:00", "18:00"))
                .works(DayOfWeek.THURSDAY, Shift.of("12:00", "20:00"))
                .works(DayOfWeek.SATURDAY, Shift.of("08:30", "16:00"));
    }

    static Stylist sasha() {
        return new Stylist("Sasha", StylistLevel.DIRECTOR)
                .works(DayOfWeek.WEDNESDAY, Shift.of("09:00", "17:00"))
                .works(DayOfWeek.THURSDAY, Shift.of("09:00", "17:00"));
    }

    static Diary diary() {
        return new Diary(new Pricing()).addStylist(priya()).addStylist(owen()).addStylist(sasha());
    }

    static Client client(String name) {
        return new Client(name, "07700 900" + String.format("%03d", Math.abs(name.hashCode()) % 1000),
                LocalDate.of(2024, 3, 1));
    }
}
