package llamatrek;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The herd and what each llama has walked, so that nobody is taken out two
 * days running or over the weekly distance.
 */
public final class Herd {

    /** Most a llama should walk in any seven days. */
    public static final double MAX_KM_PER_WEEK = 30.0;

    private record Outing(LocalDate day, double km) {
    }

    private final Map<String, Llama> llamas = new LinkedHashMap<>();
    private final Map<String, List<Outing>> outings = new LinkedHashMap<>();

    public void add(Llama llama) {
        if (llamas.putIfAbsent(llama.name(), llama) != null) {
            throw new IllegalArgumentException("There is already a llama called " + llama.name());
        }
        outings.put(llama.name(), new ArrayList<>());
    }

    public Llama get(String name) {
        Llama llama = llamas.get(name);
        if (llama == null) {
            throw new IllegalArgumentException("No llama called " + name);
        }
        return llama;
    }

    public List<Llama> all() {
        return List.copyOf(llamas.values());
    }

    public void recordOuting(String name, LocalDate day, double km) {
        get(name);
        if (km <= 0) {
            throw new IllegalArgumentException("Distance must be positive: " + km);
        }
        outings.get(name).add(new Outing(day, km));
    }

    /** Kilometres walked in the seven days ending the day before {@code day}. */
    public double kmInWeekBefore(String name, LocalDate day) {
        get(name);
        LocalDate from = day.minusDays(7);
        return outings.get(name).stream()
                .filter(o -> !o.day().isBefore(from) && o.day().isBefore(day))
                .mapToDouble(Outing::km)
                .sum();
    }

    private boolean walkedDayBefore(String name, LocalDate day) {
        return outings.get(name).stream().anyMatch(o -> ChronoUnit.DAYS.between(o.day(), day) == 1);
    }

    private boolean walkedOn(String name, LocalDate day) {
        return outings.get(name).stream().anyMatch(o -> o.day().equals(day));
    }

    /** Whether the llama may go on a trek of {@code km} on {@code day}. */
    public boolean isAvailable(String name, LocalDate day, double km) {
        Llama llama = get(name);
        return llama.canTrekOn(day)
                && !walkedOn(name, day)
                && !walkedDayBefore(name, day)
                && kmInWeekBefore(name, day) + km <= MAX_KM_PER_WEEK;
    }

    /** Llamas free for a trek, the least walked that week first. */
    public List<Llama> availableFor(LocalDate day, double km) {
        return llamas.values().stream()
                .filter(l -> isAvailable(l.name(), day, km))
                .sorted(Comparator.comparingDouble((Llama l) -> kmInWeekBefore(l.name(), day))
                        .thenComparing(Llama::name))
                .toList();
    }
}
