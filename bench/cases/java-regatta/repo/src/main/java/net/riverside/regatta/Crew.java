package net.riverside.regatta;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A crew entered in one event: its club, boat class, rowers and (for coxed boats) cox. */
public final class Crew {

    private final String id;
    private final String club;
    private final BoatClass boatClass;
    private final List<Rower> rowers;
    private final Rower cox;

    public Crew(String id, String club, BoatClass boatClass, List<Rower> rowers, Rower cox) {
        this.id = Objects.requireNonNull(id, "id");
        this.club = Objects.requireNonNull(club, "club");
        this.boatClass = Objects.requireNonNull(boatClass, "boatClass");
        this.rowers = List.copyOf(rowers);
        this.cox = cox;
        if (this.rowers.size() != boatClass.rowers()) {
            throw new IllegalArgumentException(id + ": a " + boatClass.code() + " seats "
                    + boatClass.rowers() + " rowers, not " + this.rowers.size());
        }
        if (boatClass.coxed() && cox == null) {
            throw new IllegalArgumentException(id + ": a " + boatClass.code() + " needs a cox");
        }
        if (!boatClass.coxed() && cox != null) {
            throw new IllegalArgumentException(id + ": a " + boatClass.code() + " has no cox");
        }
    }

    public static Crew single(String id, String club, String name, int age) {
        return new Crew(id, club, BoatClass.SINGLE, List.of(new Rower(name, age)), null);
    }

    public String id() {
        return id;
    }

    public String club() {
        return club;
    }

    public BoatClass boatClass() {
        return boatClass;
    }

    public List<Rower> rowers() {
        return rowers;
    }

    public Optional<Rower> cox() {
        return Optional.ofNullable(cox);
    }

    /**
     * The crew's average age for masters racing: the rowers only (a cox does not
     * count), rounded down to a whole year.
     */
    public int averageAge() {
        int sum = 0;
        for (Rower r : rowers) {
            sum += r.age();
        }
        return sum / rowers.size();
    }

    @Override
    public String toString() {
        return id + " (" + club + " " + boatClass.code() + ")";
    }
}
