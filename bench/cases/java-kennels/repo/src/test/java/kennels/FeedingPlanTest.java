package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FeedingPlanTest {

    @Test
    void adultGetsTwoAndAHalfPercent() {
        FeedingPlan plan = FeedingPlan.forDog(Fixtures.juniper(), Fixtures.TODAY);
        assertEquals(790, plan.gramsPerDay());
        assertEquals(2, plan.mealsPerDay());
        assertEquals(395, plan.gramsPerMeal());
    }

    @Test
    void puppyGetsThreeMeals() {
        FeedingPlan plan = FeedingPlan.forDog(Fixtures.pip(), Fixtures.TODAY);
        assertEquals(300, plan.gramsPerDay());
        assertEquals(3, plan.mealsPerDay());
        assertEquals(100, plan.gramsPerMeal());
    }

    @Test
    void roundsToTheScoop() {
        assertEquals(180, FeedingPlan.roundToScoop(180));
        assertEquals(180, FeedingPlan.roundToScoop(181.9));
        assertEquals(185, FeedingPlan.roundToScoop(182.5));
    }

    @Test
    void kitchenCard() {
        assertEquals("Bramble: 180 g a day, 2 meals of 90 g",
                FeedingPlan.forDog(Fixtures.bramble(), Fixtures.TODAY).card());
    }
}
