package handyman.quote;

import java.util.List;
import java.util.Objects;

/** Work for one customer at one address. */
public record Job(String reference, String customer, String postcode, boolean outOfHours, List<JobItem> items) {

    public Job {
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(postcode, "postcode");
        if (items.isEmpty()) {
            throw new IllegalArgumentException("a job needs at least one item");
        }
        items = List.copyOf(items);
    }

    public int totalMinutes() {
        return items.stream().mapToInt(JobItem::minutes).sum();
    }
}
