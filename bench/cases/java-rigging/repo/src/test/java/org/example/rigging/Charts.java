package org.example.rigging;

/** Charts shared by the tests. */
final class Charts {
    private Charts() {
    }

    /** A 60-tonne all-terrain crane, 34 m main boom, full counterweight, outriggers fully out. */
    static LoadChart mainBoom34() {
        return new LoadChart("34m main boom, 12.6 t counterweight, outriggers 7.8 m",
                new double[] {3, 4, 5, 6, 8, 10, 12, 14, 16, 18, 20, 22},
                new double[] {25000, 21500, 18200, 15600, 11800, 9200, 7400, 6000, 4950, 4100, 3400, 2850});
    }
}
