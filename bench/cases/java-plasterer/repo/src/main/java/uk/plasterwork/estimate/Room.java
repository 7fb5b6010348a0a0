package uk.plasterwork.estimate;

import java.util.List;

/** A room of a job: its surfaces all get the same finish. */
public record Room(String name, Finish finish, List<Surface> surfaces) {

    public Room {
        surfaces = List.copyOf(surfaces);
    }

    public static Room of(String name, Finish finish, Surface... surfaces) {
        return new Room(name, finish, List.of(surfaces));
    }

    public double wallArea() {
        return area(Surface.Kind.WALL);
    }

    public double ceilingArea() {
        return area(Surface.Kind.CEILING);
    }

    public double area() {
        return wallArea() + ceilingArea();
    }

    private double area(Surface.Kind kind) {
        double total = 0;
        for (Surface surface : surfaces) {
            if (surface.kind() == kind) {
                total += surface.netArea();
            }
        }
        return total;
    }
}
