package org.ashgrove.kegs;

import java.time.LocalDate;

/** One numbered container and where it is in its round: clean, filled, out with a customer, back dirty. */
public final class Keg {
    public enum Status { CLEAN, FILLED, OUT, DIRTY, LOST }

    private final String id;
    private final KegSize size;
    private Status status = Status.CLEAN;
    private Beer beer;
    private LocalDate filled;
    private LocalDate shipped;
    private String customer;
    private int fills;

    public Keg(String id, KegSize size) {
        if (id == null || !id.matches("[A-Z]{2}\\d{4}")) {
            throw new IllegalArgumentException("bad keg id: " + id);
        }
        this.id = id;
        this.size = size;
    }

    public void fill(Beer beer, LocalDate on) {
        require(Status.CLEAN, "fill");
        this.beer = beer;
        this.filled = on;
        this.fills++;
        this.status = Status.FILLED;
    }

    public void ship(String customer, LocalDate on) {
        require(Status.FILLED, "ship");
        if (on.isBefore(filled)) {
            throw new IllegalStateException(id + " shipped before it was filled");
        }
        this.customer = customer;
        this.shipped = on;
        this.status = Status.OUT;
    }

    public void collect() {
        require(Status.OUT, "collect");
        this.status = Status.DIRTY;
        this.customer = null;
        this.shipped = null;
        this.beer = null;
    }

    public void clean() {
        require(Status.DIRTY, "clean");
        this.status = Status.CLEAN;
        this.filled = null;
    }

    public void writeOff() {
        if (status != Status.OUT) {
            throw new IllegalStateException(id + " can only be lost while out");
        }
        this.status = Status.LOST;
    }

    private void require(Status wanted, String action) {
        if (status != wanted) {
            throw new IllegalStateException("cannot " + action + " " + id + " while " + status);
        }
    }

    public String id() { return id; }
    public KegSize size() { return size; }
    public Status status() { return status; }
    public Beer beer() { return beer; }
    public LocalDate filled() { return filled; }
    public LocalDate shipped() { return shipped; }
    public String customer() { return customer; }
    public int fills() { return fills; }
}
