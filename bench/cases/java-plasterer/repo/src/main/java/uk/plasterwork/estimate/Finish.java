package uk.plasterwork.estimate;

import java.util.List;

/**
 * A plastering system: the coats that go on, in order, and how many square
 * metres of wall a plasterer and labourer get through in a day with it.
 */
public enum Finish {
    SKIM(List.of(new Coat(Material.MULTI_FINISH, 2)), 40),
    BOND_AND_SKIM(List.of(new Coat(Material.BONDING, 11), new Coat(Material.MULTI_FINISH, 2)), 18),
    HARDWALL_AND_SKIM(List.of(new Coat(Material.HARDWALL, 11), new Coat(Material.MULTI_FINISH, 2)), 20),
    ONE_COAT(List.of(new Coat(Material.ONE_COAT, 13)), 25);

    /** One coat of a material at a thickness in millimetres. */
    public record Coat(Material material, int thicknessMm) { }

    private final List<Coat> coats;
    private final double wallM2PerDay;

    Finish(List<Coat> coats, double wallM2PerDay) {
        this.coats = coats;
        this.wallM2PerDay = wallM2PerDay;
    }

    public List<Coat> coats() {
        return coats;
    }

    public double wallM2PerDay() {
        return wallM2PerDay;
    }
}
