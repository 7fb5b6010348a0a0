package uk.co.ashdownnews.rounds;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shop's book: rounds, customers, their standing orders and holiday stops. Answers the one
 * question everything else is built on: what does this house get on this day?
 */
public final class Accounts {

    private final Catalogue catalogue;
    private final Map<String, Round> rounds = new LinkedHashMap<>();
    private final Map<String, Customer> customers = new LinkedHashMap<>();
    private final List<StandingOrder> orders = new ArrayList<>();
    private final List<HolidayStop> holidays = new ArrayList<>();

    public Accounts(Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    public Accounts addRound(Round round) {
        rounds.put(round.id(), round);
        return this;
    }

    public Accounts addCustomer(Customer customer) {
        if (!rounds.containsKey(customer.round())) {
            throw new IllegalArgumentException(customer.account() + ": no round " + customer.round());
        }
        if (customers.putIfAbsent(customer.account(), customer) != null) {
            throw new IllegalArgumentException("duplicate account " + customer.account());
        }
        return this;
    }

    public Accounts addOrder(StandingOrder order) {
        customer(order.account());
        catalogue.get(order.publication());
        orders.add(order);
        return this;
    }

    public Accounts addHoliday(HolidayStop stop) {
        customer(stop.account());
        holidays.add(stop);
        return this;
    }

    public Customer customer(String account) {
        Customer c = customers.get(account);
        if (c == null) {
            throw new IllegalArgumentException("unknown account " + account);
        }
        return c;
    }

    public Round round(String id) {
        Round r = rounds.get(id);
        if (r == null) {
            throw new IllegalArgumentException("unknown round " + id);
        }
        return r;
    }

    /** Customers on a round in walking order. */
    public List<Customer> customersOn(String roundId) {
        round(roundId);
        List<Customer> list = new ArrayList<>();
        for (Customer c : customers.values()) {
            if (c.round().equals(roundId)) {
                list.add(c);
            }
        }
        list.sort(Comparator.comparingInt(Customer::sequence));
        return list;
    }

    public List<StandingOrder> ordersFor(String account) {
        List<StandingOrder> list = new ArrayList<>();
        for (StandingOrder o : orders) {
            if (o.account().equals(account)) {
                list.add(o);
            }
        }
        return list;
    }

    public boolean awayOn(String account, LocalDate date) {
        for (HolidayStop stop : holidays) {
            if (stop.account().equals(account) && stop.covers(date)) {
                return true;
            }
        }
        return false;
    }

    /** The titles delivered to the account on the date, in catalogue order. */
    public List<Publication> deliveriesOn(String account, LocalDate date) {
        customer(account);
        if (awayOn(account, date)) {
            return List.of();
        }
        List<Publication> list = new ArrayList<>();
        for (StandingOrder o : ordersFor(account)) {
            Publication p = catalogue.get(o.publication());
            if (p.publishedOn(date) && o.wantedOn(date)) {
                list.add(p);
            }
        }
        list.sort(Comparator.comparingInt(p -> catalogue.position(p.code())));
        return list;
    }
}
