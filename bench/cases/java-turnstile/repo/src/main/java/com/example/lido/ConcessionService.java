package com.example.lido;

/** Decides which age band a visitor is in and what discount a member gets. */
public class ConcessionService {
    static final int MEMBER_DISCOUNT_PERCENT = 20;

    public AgeBand bandFor(int age) {
        if (age >= AgeBand.SENIOR.minAge()) {
            return AgeBand.SENIOR;
        }
        if (age >= AgeBand.ADULT.minAge()) {
            return AgeBand.ADULT;
        }
        if (age >= AgeBand.CHILD.minAge()) {
            return AgeBand.CHILD;
        }
        return AgeBand.INFANT;
    }

    /** The member discount in percent; infants are free anyway. */
    public int memberDiscountPercent(Visitor visitor) {
        return visitor.member() ? MEMBER_DISCOUNT_PERCENT : 0;
    }
}
