package org.example.blooddonor;

import java.util.EnumMap;
import java.util.Map;

/** Units of red cells in stock, by blood type. */
public final class Stock {
    private final Map<BloodType, Integer> units = new EnumMap<>(BloodType.class);

    public Stock() {
        for (BloodType b : BloodType.values()) {
            units.put(b, 0);
        }
    }

    public Stock add(BloodType type, int n) {
        if (n < 0) {
            throw new IllegalArgumentException("cannot add " + n + " units");
        }
        units.merge(type, n, Integer::sum);
        return this;
    }

    public int units(BloodType type) {
        return units.get(type);
    }

    /** Units that a patient of this type could receive, counting every compatible type. */
    public int availableFor(BloodType patient) {
        int n = 0;
        for (Map.Entry<BloodType, Integer> e : units.entrySet()) {
            if (e.getKey().canGiveTo(patient)) {
                n += e.getValue();
            }
        }
        return n;
    }
}
