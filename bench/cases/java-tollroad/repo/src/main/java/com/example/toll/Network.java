package com.example.toll;

import java.util.LinkedHashMap;
import java.util.Map;

/** The gantries along one road, by name, at their kilometre posts. */
public final class Network {
    private final Map<String, Double> posts = new LinkedHashMap<>();

    public Network gantry(String name, double kilometrePost) {
        if (posts.putIfAbsent(name, kilometrePost) != null) {
            throw new IllegalArgumentException("duplicate gantry " + name);
        }
        return this;
    }

    /** Kilometres driven between two gantries, in either direction. */
    public double distance(String from, String to) {
        return Math.abs(post(to) - post(from));
    }

    private double post(String name) {
        Double post = posts.get(name);
        if (post == null) {
            throw new IllegalArgumentException("unknown gantry " + name);
        }
        return post;
    }
}
