package kennels;

/** Vaccines the kennels ask about, with how long a dose stays valid. */
public enum VaccineType {
    DHP("distemper, hepatitis, parvovirus", 36),
    LEPTO("leptospirosis", 12),
    KENNEL_COUGH("kennel cough", 12),
    RABIES("rabies", 36);

    private final String label;
    private final int validMonths;

    VaccineType(String label, int validMonths) {
        this.label = label;
        this.validMonths = validMonths;
    }

    public String label() {
        return label;
    }

    public int validMonths() {
        return validMonths;
    }
}
