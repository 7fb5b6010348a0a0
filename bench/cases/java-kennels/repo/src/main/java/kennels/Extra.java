package kennels;

/** Services added to a booking, charged per dog. */
public enum Extra {
    EXTRA_WALK("Extra walk", 500, true),
    MEDICATION("Medication", 200, true),
    BATH("Bath before going home", 1500, false);

    private final String description;
    private final long pence;
    private final boolean perNight;

    Extra(String description, long pence, boolean perNight) {
        this.description = description;
        this.pence = pence;
        this.perNight = perNight;
    }

    public String description() {
        return description;
    }

    public long pence() {
        return pence;
    }

    public boolean perNight() {
        return perNight;
    }

    /** What the extra costs for one dog over a stay of the given number of nights. */
    public long chargeFor(long nights) {
        return perNight ? pence * nights : pence;
    }
}
