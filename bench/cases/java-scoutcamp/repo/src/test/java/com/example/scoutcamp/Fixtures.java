package com.example.scoutcamp;

import java.time.LocalDate;
import java.util.List;

final class Fixtures {
    static final Camp SUMMER = new Camp("Gilwell Park", LocalDate.of(2025, 7, 26), 5);

    static final Member AMARA = new Member("Amara", LocalDate.of(2016, 3, 2), "Okoro");
    static final Member TOBI = new Member("Tobi", LocalDate.of(2013, 11, 20), "Okoro");
    static final Member FINN = new Member("Finn", LocalDate.of(2014, 7, 26), "Walsh");
    static final Member ROSA = new Member("Rosa", LocalDate.of(2014, 7, 27), "Marsh");
    static final Member ELLIS = new Member("Ellis", LocalDate.of(2009, 1, 5), "Marsh");
    static final Member NOOR = new Member("Noor", LocalDate.of(2018, 9, 9), "Haddad");

    static final List<Member> ALL = List.of(AMARA, TOBI, FINN, ROSA, ELLIS, NOOR);

    private Fixtures() {
    }
}
