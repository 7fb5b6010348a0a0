package com.example.optician;

import java.util.List;

/** Choosing an uncut lens blank for a frame and how thick the finished lens comes out. */
public final class Blank {

    /** The diameters of the blanks the lab stocks, in mm, smallest first. */
    public static final List<Integer> STOCK = List.of(55, 60, 65, 70, 75, 80);

    /** The allowance for chipping at the edger, in mm across the blank. */
    public static final double EDGING_ALLOWANCE_MM = 2;

    /** The thinnest a plus lens may be at its edge, in mm. */
    public static final double MIN_EDGE_MM = 1.0;

    private Blank() {
    }

    /** The smallest blank diameter that glazes a frame of effective diameter {@code ed} decentred by so much. */
    public static double minimumDiameter(double ed, double decentrationMm) {
        return ed + 2 * Math.abs(decentrationMm) + EDGING_ALLOWANCE_MM;
    }

    /** The smallest stock blank at least {@code diameter} across. */
    public static int stockFor(double diameter) {
        for (int size : STOCK) {
            if (size >= diameter - 1e-9) {
                return size;
            }
        }
        throw new IllegalArgumentException(String.format("no stock blank is %.1f mm across", diameter));
    }

    /** The sag of a surface giving {@code power} in a material of {@code index}, {@code y} mm from its centre. */
    public static double sag(double power, double y, double index) {
        return y * y * Math.abs(power) / (2000 * (index - 1));
    }

    /** The farthest the frame's edge reaches from the optical centre, in mm. */
    public static double reach(double ed, double decentrationMm) {
        return ed / 2 + Math.abs(decentrationMm);
    }

    /** The finished lens's thickness at its centre, in mm. */
    public static double centreThickness(Rx rx, Material m, double reachMm) {
        double plus = Math.max(rx.sphere(), rx.sphere() + rx.cylinder());
        if (plus <= 0) {
            return m.minCentreMm();
        }
        return Math.max(m.minCentreMm(), MIN_EDGE_MM + sag(plus, reachMm, m.index()));
    }

    /** The finished lens's thickness at its thickest edge, in mm. */
    public static double edgeThickness(Rx rx, Material m, double reachMm) {
        double minus = Math.min(rx.sphere(), rx.sphere() + rx.cylinder());
        double centre = centreThickness(rx, m, reachMm);
        if (minus >= 0) {
            return MIN_EDGE_MM;
        }
        return centre + sag(minus, reachMm, m.index());
    }
}
