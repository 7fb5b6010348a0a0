#include "check.hpp"
#include "fixtures.hpp"
#include "order.hpp"

using namespace fletcher;

TEST(half_dozen) {
    Quote q = quote(hunter(), 6, Prices{});
    CHECK_EQ(q.arrows, 6);
    CHECK_EQ(q.parts, 6 * 1195);
    CHECK_EQ(q.labour, 1500);
    CHECK_EQ(q.total, 8670);
}

TEST(bakers_dozen_labour) {
    Quote q = quote(hunter(), 13, Prices{});
    CHECK_EQ(q.labour, 3000);
    CHECK_EQ(q.total, 18535);
}

TEST(nothing_ordered) {
    Quote q = quote(hunter(), 0, Prices{});
    CHECK_EQ(q.total, 0);
}

TEST_MAIN
