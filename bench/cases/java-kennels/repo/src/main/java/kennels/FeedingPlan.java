package kennels;

import java.time.LocalDate;

/**
 * The kitchen's daily ration for a dog on the kennel's dry food: a share of
 * body weight, more for puppies, split into meals and rounded to 5 g scoops.
 */
public record FeedingPlan(String dog, int gramsPerDay, int mealsPerDay) {

    public static final double ADULT_SHARE = 0.025;
    public static final double PUPPY_SHARE = 0.05;

    public static FeedingPlan forDog(Dog dog, LocalDate on) {
        boolean puppy = dog.isPuppy(on);
        double share = puppy ? PUPPY_SHARE : ADULT_SHARE;
        int grams = roundToScoop(dog.weightKg() * 1000 * share);
        return new FeedingPlan(dog.name(), grams, puppy ? 3 : 2);
    }

    static int roundToScoop(double grams) {
        return (int) Math.round(grams / 5) * 5;
    }

    public int gramsPerMeal() {
        return roundToScoop((double) gramsPerDay / mealsPerDay);
    }

    public String card() {
        return String.format("%s: %d g a day, %d meals of %d g", dog, gramsPerDay, mealsPerDay, gramsPerMeal());
    }
}
