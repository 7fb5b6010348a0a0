#include "check.h"
#include "dressing.h"

#include <stdexcept>

using namespace windmill;

TEST(needs_dressing_at_the_limit) {
    Stone s{"east pair", 39.9, 10};
    CHECK(!needs_dressing(s));
    s.tonnes_since_dressing = 40.0;
    CHECK(needs_dressing(s));
    CHECK(needs_dressing(s, 30.0));
}

TEST(days_until_dressing_counts_whole_days) {
    Stone s{"west pair", 31.0, 10};
    CHECK_EQ(days_until_dressing(s, 2.0), 4);
    s.tonnes_since_dressing = 45.0;
    CHECK_EQ(days_until_dressing(s, 2.0), 0);
    CHECK_THROWS(days_until_dressing(s, 0.0));
}

TEST(most_worn_first) {
    std::vector<Stone> stones = {{"peak", 12.0, 10}, {"east", 38.0, 10}, {"west", 38.0, 8}, {"tail", 5.0, 10}};
    auto order = dressing_order(stones);
    CHECK_EQ(order[0].name, std::string("east"));
    CHECK_EQ(order[1].name, std::string("west"));
    CHECK_EQ(order[3].name, std::string("tail"));
}

TEST(dressing_resets_the_count) {
    Stone s{"east", 41.0, 10};
    dressed(s);
    CHECK_NEAR(s.tonnes_since_dressing, 0.0, 1e-9);
}

int main() { return check::run_all(); }
