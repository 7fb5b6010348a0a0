package com.example.scoutcamp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** What each family pays for a camp. */
public final class CampFees {
    /** Every child after the first of a family pays this share of their fee, in percent. */
    public static final int SIBLING_PERCENT = 75;
    public static final int KIT_HIRE_PENCE = 1500;

    private CampFees() {
    }

    public static int feeFor(Member member, Camp camp) {
        return member.sectionOn(camp.firstDay()).pencePerNight() * camp.nights();
    }

    /**
     * Fees by family. Within a family the dearest child pays in full and the others get the sibling discount;
     * kit hire is added for each member in {@code hiringKit}.
     */
    public static Map<String, Integer> byFamily(List<Member> members, Camp camp, List<Member> hiringKit) {
        Map<String, List<Member>> families = new LinkedHashMap<>();
        for (Member m : members) {
            families.computeIfAbsent(m.family(), k -> new ArrayList<>()).add(m);
        }
        Map<String, Integer> fees = new LinkedHashMap<>();
        for (Map.Entry<String, List<Member>> family : families.entrySet()) {
            List<Integer> each = new ArrayList<>();
            for (Member m : family.getValue()) {
                each.add(feeFor(m, camp));
            }
            each.sort(Comparator.reverseOrder());
            int total = 0;
            for (int i = 0; i < each.size(); i++) {
                total += i == 0 ? each.get(i) : each.get(i) * SIBLING_PERCENT / 100;
            }
            for (Member m : family.getValue()) {
                if (hiringKit.contains(m)) {
                    total += KIT_HIRE_PENCE;
                }
            }
            fees.put(family.getKey(), total);
        }
        return fees;
    }
}
