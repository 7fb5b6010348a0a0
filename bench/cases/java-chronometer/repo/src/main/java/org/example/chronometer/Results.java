package org.example.chronometer;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** The value of each criterion for one movement, and the criteria it failed. */
public record Results(String serial, Map<Criterion, Double> values, List<Criterion> failures) {

    public Results {
        values = Collections.unmodifiableMap(new EnumMap<>(values));
        failures = List.copyOf(failures);
    }

    public double value(Criterion criterion) {
        Double v = values.get(criterion);
        if (v == null) {
            throw new IllegalArgumentException("no value for " + criterion);
        }
        return v;
    }

    public boolean certified() {
        return failures.isEmpty();
    }
}
