package com.brightcurl.salon;

/**
 * One point for every whole pound paid; each block of 100 points is worth £5 off a
 * later bill. Points are never turned into change: a reward is only taken in whole
 * blocks and never for more than the bill.
 */
public final class LoyaltyCard {

    public static final int POINTS_PER_REWARD = 100;
    public static final Money REWARD_VALUE = Money.ofPounds(5);

    private int points;

    public LoyaltyCard() {
        this(0);
    }

    public LoyaltyCard(int points) {
        if (points < 0) {
            throw new IllegalArgumentException("points cannot be negative");
        }
        this.points = points;
    }

    public int points() {
        return points;
    }

    public int earn(Money paid) {
        if (paid.isNegative()) {
            throw new IllegalArgumentException("cannot earn points on a refund");
        }
        int earned = (int) (paid.pence() / 100);
        points += earned;
        return earned;
    }

    /** How much of the bill the card can pay, without redeeming it. */
    public Money available(Money bill) {
        long rewards = points / POINTS_PER_REWARD;
        long maxByBill = bill.pence() / REWARD_VALUE.pence();
        return REWARD_VALUE.times(Math.min(rewards, maxByBill));
    }

    /** Redeems as many rewards as fit the bill and returns what is left to pay. */
    public Money redeem(Money bill) {
        Money off = available(bill);
        points -= (int) (off.pence() / REWARD_VALUE.pence()) * POINTS_PER_REWARD;
        return bill.minus(off);
    }
}
