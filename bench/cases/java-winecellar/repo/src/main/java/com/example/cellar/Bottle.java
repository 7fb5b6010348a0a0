package com.example.cellar;

import java.util.Objects;

/** One wine: who made it, which vintage, the years it is best drunk in, and the bin it lies in. */
public final class Bottle implements Comparable<Bottle> {
    private final String producer;
    private final String wine;
    private final int vintage;
    private final int drinkFrom;
    private final int drinkBy;
    private final String bin;

    private Bottle(Builder b) {
        this.producer = b.producer;
        this.wine = b.wine;
        this.vintage = b.vintage;
        this.drinkFrom = b.drinkFrom;
        this.drinkBy = b.drinkBy;
        this.bin = b.bin;
    }

    public static Builder builder() {
        return new Builder();
    }

    public String producer() {
        return producer;
    }

    public String wine() {
        return wine;
    }

    public int vintage() {
        return vintage;
    }

    public int drinkFrom() {
        return drinkFrom;
    }

    public int drinkBy() {
        return drinkBy;
    }

    public String bin() {
        return bin;
    }

    /** Whether the bottle is in its drinking window in the given year. */
    public boolean readyIn(int year) {
        return drinkFrom <= year && year <= drinkBy;
    }

    /** The cellar's own order: the window that closes first, then the one that opens first, then by name. */
    @Override
    public int compareTo(Bottle o) {
        int c = Integer.compare(drinkBy, o.drinkBy);
        if (c != 0) {
            return c;
        }
        c = Integer.compare(drinkFrom, o.drinkFrom);
        if (c != 0) {
            return c;
        }
        c = producer.compareTo(o.producer);
        if (c != 0) {
            return c;
        }
        c = wine.compareTo(o.wine);
        return c != 0 ? c : Integer.compare(vintage, o.vintage);
    }

    /** Two bottles are the same wine when producer, wine and vintage agree (the bin is where, not what). */
    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof Bottle)) {
            return false;
        }
        Bottle b = (Bottle) other;
        return vintage == b.vintage && producer.equals(b.producer) && wine.equals(b.wine);
    }

    @Override
    public int hashCode() {
        return Objects.hash(producer, wine, vintage);
    }

    @Override
    public String toString() {
        return producer + " " + wine + " " + vintage;
    }

    /** Builds a bottle; producer, wine and vintage are required, the window defaults to the vintage year on. */
    public static final class Builder {
        private String producer;
        private String wine;
        private int vintage;
        private int drinkFrom;
        private int drinkBy;
        private String bin = "";

        private Builder() {
        }

        public Builder producer(String producer) {
            this.producer = producer;
            return this;
        }

        public Builder wine(String wine) {
            this.wine = wine;
            return this;
        }

        public Builder vintage(int vintage) {
            this.vintage = vintage;
            return this;
        }

        public Builder window(int from, int by) {
            this.drinkFrom = from;
            this.drinkBy = by;
            return this;
        }

        public Builder bin(String bin) {
            this.bin = bin;
            return this;
        }

        public Bottle build() {
            if (producer == null || wine == null || vintage == 0) {
                throw new IllegalStateException("a bottle needs a producer, a wine and a vintage");
            }
            if (drinkFrom == 0) {
                drinkFrom = vintage;
            }
            if (drinkBy == 0) {
                drinkBy = drinkFrom + 10;
            }
            if (drinkBy < drinkFrom) {
                throw new IllegalStateException("drink by " + drinkBy + " is before drink from " + drinkFrom);
            }
            return new Bottle(this);
        }
    }
}
