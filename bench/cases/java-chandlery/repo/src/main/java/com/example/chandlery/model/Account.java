package com.example.chandlery.model;

/** A customer. Trade accounts (boatyards, delivery skippers) get trade terms. */
public record Account(String id, String name, boolean trade) {

    public static Account walkIn() {
        return new Account("WALKIN", "Counter sale", false);
    }
}
