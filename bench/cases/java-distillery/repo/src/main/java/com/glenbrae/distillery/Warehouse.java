package com.glenbrae.distillery;

import java.time.LocalDate;
import java.time.Period;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The casks held in one bonded warehouse. */
public final class Warehouse {

    /** Minimum maturation before spirit may be sold as whisky. */
    public static final int MIN_WHISKY_AGE_YEARS = 3;

    private final String name;
    private final Map<String, Cask> casks = new LinkedHashMap<>();

    public Warehouse(String name) {
        this.name = name;
    }

    public String name() {
        return name;
    }

    public void receive(Cask cask) {
        if (casks.putIfAbsent(cask.number(), cask) != null) {
            throw new IllegalArgumentException("cask " + cask.number() + " is already in " + name);
        }
    }

    public Optional<Cask> find(String number) {
        return Optional.ofNullable(casks.get(number));
    }

    public Cask get(String number) {
        return find(number).orElseThrow(
                () -> new IllegalArgumentException("no cask " + number + " in " + name));
    }

    public Cask remove(String number) {
        Cask cask = get(number);
        casks.remove(number);
        return cask;
    }

    public List<Cask> casks() {
        return Collections.unmodifiableList(new ArrayList<>(casks.values()));
    }

    public int size() {
        return casks.size();
    }

    public double totalLitres() {
        return casks.values().stream().mapToDouble(Cask::litres).sum();
    }

    public double totalLpa() {
        return casks.values().stream().mapToDouble(Cask::lpa).sum();
    }

    /** Casks that have matured for at least {@code years} full years on {@code asOf}. */
    public List<Cask> agedAtLeast(int years, LocalDate asOf) {
        List<Cask> out = new ArrayList<>();
        for (Cask cask : casks.values()) {
            if (Period.between(cask.filled(), asOf).getYears() >= years) {
                out.add(cask);
            }
        }
        out.sort(Comparator.comparing(Cask::filled).thenComparing(Cask::number));
        return out;
    }

    /** Casks that may be bottled as whisky on {@code asOf}. */
    public List<Cask> whiskyCasks(LocalDate asOf) {
        return agedAtLeast(MIN_WHISKY_AGE_YEARS, asOf);
    }

    /** LPA held per cask type, in the order the types are declared. */
    public Map<CaskType, Double> lpaByType() {
        Map<CaskType, Double> out = new LinkedHashMap<>();
        for (CaskType type : CaskType.values()) {
            double sum = casks.values().stream()
                    .filter(c -> c.type() == type)
                    .mapToDouble(Cask::lpa)
                    .sum();
            if (sum > 0) {
                out.put(type, sum);
            }
        }
        return out;
    }
}
