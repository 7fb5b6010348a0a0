package uk.co.pinehurst.uniforms;

import java.util.ArrayList;
import java.util.List;

/** The printed receipt for an order. */
public final class Invoice {

    private Invoice() {
    }

    public static List<String> lines(Order order) {
        List<String> out = new ArrayList<>();
        out.add("Pinehurst Schoolwear - " + order.customer());
        for (OrderLine l : order.lines()) {
            out.add(String.format("%-48s %9s", l.describe(), Pricing.money(Pricing.lineNetPence(l))));
        }
        out.add(String.format("%-48s %9s", "Net", Pricing.money(order.netPence())));
        out.add(String.format("%-48s %9s", "VAT (adult sizes)", Pricing.money(order.vatPence())));
        out.add(String.format("%-48s %9s", "Total", Pricing.money(order.grossPence())));
        return out;
    }

    public static String render(Order order) {
        return String.join("\n", lines(order)) + "\n";
    }
}
