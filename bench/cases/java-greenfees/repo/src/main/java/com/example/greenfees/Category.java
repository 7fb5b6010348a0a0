package com.example.greenfees;

/** Who is playing: a category decides the discount on the visitor rate. */
public enum Category {
    VISITOR(0),
    MEMBER_GUEST(40),
    SENIOR(15),
    JUNIOR(50);

    private final int discountPercent;

    Category(int discountPercent) {
        this.discountPercent = discountPercent;
    }

    public int discountPercent() {
        return discountPercent;
    }
}
