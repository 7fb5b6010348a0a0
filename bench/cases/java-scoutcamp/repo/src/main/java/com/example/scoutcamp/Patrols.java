package com.example.scoutcamp;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Patrols for the week: members of one section dealt out oldest first, so each patrol gets a spread of ages. */
public final class Patrols {
    private Patrols() {
    }

    public static List<List<Member>> deal(List<Member> members, int patrols) {
        if (patrols < 1) {
            throw new IllegalArgumentException("at least one patrol");
        }
        List<Member> byAge = new ArrayList<>(members);
        byAge.sort(Comparator.comparing(Member::born).thenComparing(Member::name));
        List<List<Member>> out = new ArrayList<>();
        for (int i = 0; i < patrols; i++) {
            out.add(new ArrayList<>());
        }
        for (int i = 0; i < byAge.size(); i++) {
            out.get(i % patrols).add(byAge.get(i));
        }
        return out;
    }

    public static List<Member> inSection(List<Member> members, Section section, LocalDate day) {
        List<Member> out = new ArrayList<>();
        for (Member m : members) {
            if (m.sectionOn(day) == section) {
                out.add(m);
            }
        }
        return out;
    }
}
