package uk.co.ashdownnews.rounds;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Works out bills. Each issue actually delivered is charged at its cover price for that day;
 * the round's weekly charge is added once for every Monday-to-Sunday week in which at least one
 * delivery was made, so a customer away for a whole week pays nothing for it.
 */
public final class Billing {

    private final Accounts accounts;

    public Billing(Accounts accounts) {
        this.accounts = accounts;
    }

    public Bill bill(String account, LocalDate from, LocalDate to) {
        if (to.isBefore(from)) {
            throw new IllegalArgumentException("bill period ends before it starts");
        }
        Customer customer = accounts.customer(account);
        Round round = accounts.round(customer.round());

        Map<String, Integer> issues = new LinkedHashMap<>();
        Map<String, Money> amounts = new LinkedHashMap<>();
        Map<String, Publication> titles = new LinkedHashMap<>();
        Set<LocalDate> weeks = new HashSet<>();

        for (LocalDate day = from; !day.isAfter(to); day = day.plusDays(1)) {
            List<Publication> delivered = accounts.deliveriesOn(account, day);
            if (delivered.isEmpty()) {
                continue;
            }
            weeks.add(weekOf(day));
            for (Publication p : delivered) {
                titles.putIfAbsent(p.code(), p);
                issues.merge(p.code(), 1, Integer::sum);
                amounts.merge(p.code(), p.priceOn(day), Money::plus);
            }
        }

        List<Bill.Line> lines = new ArrayList<>();
        for (String code : accounts.catalogue().codes()) {
            if (titles.containsKey(code)) {
                lines.add(new Bill.Line(titles.get(code), issues.get(code), amounts.get(code)));
            }
        }
        Money delivery = round.weeklyCharge().times(weeks.size());
        return new Bill(customer, from, to, lines, weeks.size(), delivery);
    }

    /** Bills for every customer on a round, in walking order, skipping those with nothing to pay. */
    public List<Bill> billRound(String roundId, LocalDate from, LocalDate to) {
        List<Bill> bills = new ArrayList<>();
        for (Customer c : accounts.customersOn(roundId)) {
            Bill b = bill(c.account(), from, to);
            if (!b.total().isZero()) {
                bills.add(b);
            }
        }
        return bills;
    }

    static LocalDate weekOf(LocalDate day) {
        return day.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
    }
}
