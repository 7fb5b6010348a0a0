package com.example.courtbook.model;

import java.util.Objects;

/** A member's booking of a slot. Built with {@link #builder()}. */
public final class Booking {
    private final String member;
    private final Slot slot;
    private final boolean floodlights;

    private Booking(Builder b) {
        this.member = Objects.requireNonNull(b.member, "member");
        this.slot = Objects.requireNonNull(b.slot, "slot");
        this.floodlights = b.floodlights;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String member() {
        return member;
    }

    public Slot slot() {
        return slot;
    }

    public boolean floodlights() {
        return floodlights;
    }

    public static final class Builder {
        private String member;
        private Slot slot;
        private boolean floodlights = false;

        private Builder() {
        }

        public Builder member(String member) {
            this.member = member;
            return this;
        }

        public Builder slot(Slot slot) {
            this.slot = slot;
            return this;
        }

        public Builder floodlights(boolean floodlights) {
            this.floodlights = floodlights;
            return this;
        }

        public Booking build() {
            return new Booking(this);
        }
    }
}
