package com.example.optician;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The glazing lab's ticket for an order: the blank, decentration and thickness of each lens. */
public final class JobTicket {

    /** What the lab does to one eye's lens. */
    public record Lens(String eye, Rx rx, double decentrationMm, int blankMm, double centreMm, double edgeMm) {
    }

    private final Order order;
    private final Lens right;
    private final Lens left;

    private JobTicket(Order order, Lens right, Lens left) {
        this.order = order;
        this.right = right;
        this.left = left;
    }

    /** Works out the ticket for an order. */
    public static JobTicket of(Order order) {
        Frame frame = order.frame();
        double dec = frame.decentration(order.pd());
        Lens right = lens("R", order.right(), frame, dec, order.material());
        Lens left = lens("L", order.left(), frame, dec, order.material());
        return new JobTicket(order, right, left);
    }

    private static Lens lens(String eye, Rx prescribed, Frame frame, double dec, Material material) {
        Rx rx = prescribed.minusCylinder();
        int blank = Blank.stockFor(Blank.minimumDiameter(frame.ed(), dec));
        double reach = Blank.reach(frame.ed(), dec);
        double centre = Blank.centreThickness(rx, material, reach);
        double edge = Blank.edgeThickness(rx, material, reach);
        return new Lens(eye, rx, dec, blank, centre, edge);
    }

    public Lens right() {
        return right;
    }

    public Lens left() {
        return left;
    }

    /**
     * Checks the glazed pair: the measured distance between the optical centres against the PD, as the
     * horizontal prism each lens then gives.
     */
    public String checkCentres(double measuredMm) {
        double offset = (measuredMm - order.pd()) / 2;
        double rPower = right.rx().powerAt(0);
        double lPower = left.rx().powerAt(0);
        double rPrism = Prism.prentice(rPower, offset);
        double lPrism = Prism.prentice(lPower, offset);
        String rBase = Prism.base(rPower, -offset);
        String lBase = Prism.base(lPower, -offset);
        boolean ok = Prism.withinTolerance(rPrism, rBase, lPrism, lBase);
        return String.format(Locale.ROOT, "Centres %.1f mm: R %.2f base %s, L %.2f base %s, %s",
                measuredMm, rPrism, rBase, lPrism, lBase, ok ? "within tolerance" : "REGLAZE");
    }

    /** The ticket's lines. */
    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        Frame f = order.frame();
        lines.add(order.patient());
        lines.add(String.format(Locale.ROOT, "Frame %.0f-%.0f, ed %.0f, PD %.1f, %s",
                f.a(), f.dbl(), f.ed(), order.pd(), order.material().label()));
        for (Lens lens : List.of(right, left)) {
            lines.add(String.format(Locale.ROOT, "%s %s: in %.1f mm, %d mm blank, centre %.1f, edge %.1f",
                    lens.eye(), lens.rx(), lens.decentrationMm(), lens.blankMm(), lens.centreMm(), lens.edgeMm()));
        }
        return lines;
    }
}
