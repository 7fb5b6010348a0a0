package org.example.blooddonor;

import java.util.Locale;

/** ABO group and RhD, with red cell compatibility. */
public enum BloodType {
    O_NEG("O-"), O_POS("O+"), A_NEG("A-"), A_POS("A+"), B_NEG("B-"), B_POS("B+"), AB_NEG("AB-"), AB_POS("AB+");

    private final String label;

    BloodType(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static BloodType parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        for (BloodType b : values()) {
            if (b.label.equals(t)) {
                return b;
            }
        }
        throw new IllegalArgumentException("not a blood type: " + text);
    }

    private String group() {
        return label.substring(0, label.length() - 1);
    }

    private boolean positive() {
        return label.endsWith("+");
    }

    /** Whether red cells of this type can be given to a patient of the other type. */
    public boolean canGiveTo(BloodType patient) {
        if (positive() && !patient.positive()) {
            return false;
        }
        String g = group();
        return g.equals("O") || patient.group().equals("AB") || g.equals(patient.group());
    }
}
