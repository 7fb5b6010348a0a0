package org.sugarbush;

/** One evaporator draw-off: litres of finished syrup and its measured light transmittance. */
public record Batch(String id, double litres, double transmittance) {
    public Batch {
        if (litres <= 0) {
            throw new IllegalArgumentException("a batch needs a positive volume");
        }
    }

    public SyrupGrade grade() {
        return SyrupGrade.forTransmittance(transmittance);
    }
}
