package uk.plasterwork.estimate;

/**
 * Days on site for a plasterer and labourer. Ceilings go slower than walls;
 * time is quoted in half days, with half a day the least we quote.
 */
public final class LabourEstimator {

    /** A ceiling goes at this fraction of the wall rate. */
    public static final double CEILING_RATE_FACTOR = 0.75;

    /** Unrounded days for one room. */
    public double days(Room room) {
        double wallRate = room.finish().wallM2PerDay();
        double ceilingRate = wallRate * CEILING_RATE_FACTOR;
        return room.wallArea() / wallRate + room.ceilingArea() / ceilingRate;
    }

    /** Half days for the whole job, rounded up, at least one. */
    public int halfDays(Job job) {
        double days = 0;
        for (Room room : job.rooms()) {
            days += days(room);
        }
        int halves = (int) Math.ceil(days * 2 - 1e-9);
        return Math.max(1, halves);
    }
}
