package kennels;

import java.util.Objects;

/** A run in one of the blocks: the largest dog it is built for, heating, and how many dogs may share it. */
public record KennelRun(String id, Size largest, boolean heated, int capacity) {

    public KennelRun {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(largest, "largest");
        if (capacity < 1) {
            throw new IllegalArgumentException(id + ": capacity must be at least 1");
        }
    }

    public boolean canTake(java.util.List<Dog> dogs) {
        if (dogs.isEmpty() || dogs.size() > capacity) {
            return false;
        }
        return dogs.stream().allMatch(d -> largest.fits(d.size()));
    }
}
