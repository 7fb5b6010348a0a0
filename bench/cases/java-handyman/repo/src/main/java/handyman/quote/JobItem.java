package handyman.quote;

import handyman.catalogue.MaterialLine;
import handyman.labour.Skill;

import java.util.List;
import java.util.Objects;

/** One task on a job: the work, how long we expect it to take and what it uses. */
public record JobItem(String description, Skill skill, int minutes, List<MaterialLine> materials) {

    public JobItem {
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(skill, "skill");
        if (minutes <= 0) {
            throw new IllegalArgumentException("minutes must be positive: " + minutes);
        }
        materials = List.copyOf(materials);
    }

    public static JobItem of(String description, Skill skill, int minutes, MaterialLine... materials) {
        return new JobItem(description, skill, minutes, List.of(materials));
    }
}
