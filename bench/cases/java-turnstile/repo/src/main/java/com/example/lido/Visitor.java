package com.example.lido;

/** One person through the turnstile. */
public record Visitor(String name, int age, boolean member) {
    public Visitor {
        if (age < 0) {
            throw new IllegalArgumentException("age must not be negative: " + age);
        }
    }

    public static Visitor guest(String name, int age) {
        return new Visitor(name, age, false);
    }
}
