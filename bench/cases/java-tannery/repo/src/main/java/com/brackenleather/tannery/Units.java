package com.brackenleather.tannery;

/** Conversions between the units the trade mixes: leather is sold by the square foot here. */
public final class Units {
    public static final double SQ_DM_PER_SQ_FT = 9.290304;
    public static final double KG_PER_LB = 0.45359237;

    private Units() {
    }

    public static double sqFtToSqDm(double sqFt) {
        return sqFt * SQ_DM_PER_SQ_FT;
    }

    public static double sqDmToSqFt(double sqDm) {
        return sqDm / SQ_DM_PER_SQ_FT;
    }

    public static double lbToKg(double lb) {
        return lb * KG_PER_LB;
    }

    public static double kgToLb(double kg) {
        return kg / KG_PER_LB;
    }

    /** Rounds an area to the quarter square foot, as the measuring machine prints it. */
    public static double roundToQuarter(double sqFt) {
        return Math.round(sqFt * 4) / 4.0;
    }
}
