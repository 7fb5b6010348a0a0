package net.riverside.regatta;

/** A rower or cox as entered: name and age on 31 December of the racing year. */
public record Rower(String name, int age) {

    public Rower {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("rower needs a name");
        }
        if (age < 10 || age > 110) {
            throw new IllegalArgumentException("implausible age " + age + " for " + name);
        }
    }
}
