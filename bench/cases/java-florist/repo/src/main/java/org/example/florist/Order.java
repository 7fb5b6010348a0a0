package org.example.florist;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** A customer's order: a bouquet to a postcode on a day. */
public final class Order {
    private final Bouquet bouquet;
    private final String postcode;
    private final LocalDate deliverOn;

    public Order(Bouquet bouquet, String postcode, LocalDate deliverOn, LocalDateTime orderedAt) {
        if (!DeliverySchedule.canDeliverOn(deliverOn, orderedAt)) {
            throw new IllegalArgumentException("cannot deliver on " + deliverOn);
        }
        this.bouquet = bouquet;
        this.postcode = postcode;
        this.deliverOn = deliverOn;
    }

    public long deliveryPence() {
        return DeliveryZone.of(postcode).chargePence();
    }

    public long totalPence() {
        return bouquet.price() + deliveryPence();
    }

    public List<String> confirmation() {
        List<String> lines = new ArrayList<>();
        lines.add(bouquet.stemCount() + " stems, " + bouquet.wrap().name().toLowerCase().replace('_', ' ') + "  "
                + Money.format(bouquet.price()));
        lines.add("Delivery to " + postcode + " on " + deliverOn + "  " + Money.format(deliveryPence()));
        lines.add("Total  " + Money.format(totalPence()));
        return lines;
    }
}
