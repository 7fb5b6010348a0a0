package com.example.mariner;

/** Depth under the keel. */
public final class Clearance {

    private Clearance() {
    }

    /** Water under the keel: charted depth plus height of tide less the boat's draught, metres. */
    public static double underKeel(double chartedDepth, double tideHeight, double draught) {
        return chartedDepth + tideHeight - draught;
    }

    /** Height of tide needed to keep margin metres under the keel over a charted depth. */
    public static double tideNeeded(double chartedDepth, double draught, double margin) {
        return Math.max(0, draught + margin - chartedDepth);
    }

    /** Whether the boat keeps at least margin metres under the keel. */
    public static boolean safe(double chartedDepth, double tideHeight, double draught, double margin) {
        return underKeel(chartedDepth, tideHeight, draught) >= margin;
    }
}
