#include "check.h"
#include "grain.h"

#include <stdexcept>

using namespace windmill;

TEST(lookup_by_name) {
    CHECK_EQ(grain("wheat").name, std::string("wheat"));
    CHECK_THROWS(grain("spelt-ish"));
}

TEST(flour_from_wheat) {
    CHECK_NEAR(flour_kg(grain("wheat"), 100.0), 78.0, 1e-9);
    CHECK_NEAR(flour_kg(grain("oats"), 200.0), 110.0, 1e-9);
}

TEST(bran_is_the_rest_less_the_loss) {
    CHECK_NEAR(bran_kg(grain("wheat"), 100.0), 20.0, 1e-9);
    CHECK_NEAR(bran_kg(grain("barley"), 100.0), 33.0, 1e-9);
}

TEST(bushels_of_wheat) {
    CHECK_NEAR(bushels(grain("wheat"), 272.0), 10.0, 1e-9);
}

TEST(grind_rate_scales_with_speed_and_area) {
    CHECK_NEAR(grind_rate_kg_h(120.0, 1.22), 150.0, 1e-9);
    CHECK_NEAR(grind_rate_kg_h(60.0, 1.22), 75.0, 1e-9);
    CHECK_NEAR(grind_rate_kg_h(120.0, 2.44), 600.0, 1e-9);
}

TEST(sacks_of_flour) {
    CHECK_EQ(sacks(127.0), 2);
    CHECK_EQ(sacks(0.0), 0);
    CHECK_THROWS(sacks(10.0, 0.0));
}

int main() { return check::run_all(); }
