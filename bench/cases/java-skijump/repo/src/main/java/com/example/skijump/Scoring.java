package com.example.skijump;

/** Scores a jump: distance, style, wind and gate points. */
public final class Scoring {
    private Scoring() {
    }

    /** The breakdown of one jump's score. */
    public record JumpScore(Jump jump, double distancePoints, double stylePoints, double windPoints,
                            double gatePoints) {
        public double total() {
            return Points.round(Math.max(0.0, distancePoints + stylePoints + windPoints + gatePoints));
        }
    }

    /**
     * @param startGate the gate the round started from; the jury may move the gate during a round and
     *                  every jump is compensated against the start gate
     */
    public static JumpScore score(Hill hill, int startGate, Jump jump) {
        double distance = DistancePoints.points(hill, jump.distance());
        double style = jump.marks().points();
        double wind = WindCompensation.points(hill, jump.windMs());
        double gate = GateCompensation.points(hill, startGate - jump.gate());
        return new JumpScore(jump, distance, style, wind, gate);
    }
}
