#include "../src/batch.h"
#include "check.h"
#include "fixtures.h"

static void test_scale_factor(void) {
    CHECK_NEAR(scale_factor(40, 100), 2.5, 1e-9);
    CHECK_NEAR(scale_factor(40, 10), 0.25, 1e-9);
    CHECK_NEAR(scale_factor(0, 10), 0.0, 1e-9);
}

static void test_scale_recipe(void) {
    recipe out;
    scale_recipe(&SALTED_TRUFFLE, 100, &out);
    CHECK_INT(out.pieces, 100);
    CHECK_INT(out.count, 5);
    CHECK_STR(out.items[0].name, "dark chocolate");
    CHECK_NEAR(out.items[0].grams, 1000, 1e-9);
    CHECK_NEAR(out.items[1].grams, 800, 1e-9);
    CHECK_NEAR(out.items[4].grams, 5, 1e-9);
}

static void test_scale_rounds_to_grams(void) {
    recipe out;
    scale_recipe(&ORANGE_MENDIANT, 10, &out);
    CHECK_NEAR(out.items[0].grams, 125, 1e-9);
    CHECK_NEAR(out.items[1].grams, 25, 1e-9);
    CHECK_NEAR(out.items[2].grams, 20, 1e-9);
}

static void test_weights(void) {
    CHECK_NEAR(recipe_grams(&SALTED_TRUFFLE), 792, 1e-9);
    CHECK_NEAR(piece_grams(&SALTED_TRUFFLE), 19.8, 1e-9);
    CHECK_NEAR(piece_grams(&ORANGE_MENDIANT), 17.0, 1e-9);
}

int main(void) {
    RUN(test_scale_factor);
    RUN(test_scale_recipe);
    RUN(test_scale_rounds_to_grams);
    RUN(test_weights);
    return CHECK_DONE();
}
