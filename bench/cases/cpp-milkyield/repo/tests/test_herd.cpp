#include <gtest/gtest.h>

#include "fixtures.hpp"
#include "milkyield/herd.hpp"

using namespace milkyield;

TEST(Herd, CowsInOrder) {
    const auto herd = parlour_herd();
    EXPECT_EQ(herd.cows(), (std::vector<std::string>{"BELLA", "DAISY"}));
}

TEST(Herd, DailyYieldAddsBothMilkings) {
    const auto herd = parlour_herd();
    EXPECT_DOUBLE_EQ(herd.daily_yield("DAISY", Date{2024, 2, 29}), 22.0);
    EXPECT_DOUBLE_EQ(herd.daily_yield("BELLA", Date{2024, 3, 3}), 17.0);
    EXPECT_DOUBLE_EQ(herd.daily_yield("BELLA", Date{2024, 3, 4}), 0.0);
    EXPECT_DOUBLE_EQ(herd.daily_yield("NOBODY", Date{2024, 3, 1}), 0.0);
    EXPECT_DOUBLE_EQ(herd.herd_yield(Date{2024, 3, 1}), 50.0);
}

TEST(Herd, MilkingsAreKeptInDateAndSessionOrder) {
    Herd herd;
    herd.add({Date{2026, 3, 2}, Session::PM, "A", 5.0, 10});
    herd.add({Date{2026, 3, 1}, Session::PM, "A", 4.0, 10});
    herd.add({Date{2026, 3, 2}, Session::AM, "A", 6.0, 10});
    const auto list = herd.milkings("A");
    ASSERT_EQ(list.size(), 3u);
    EXPECT_DOUBLE_EQ(list[0].litres, 4.0);
    EXPECT_DOUBLE_EQ(list[1].litres, 6.0);
    EXPECT_DOUBLE_EQ(list[2].litres, 5.0);
}

TEST(Herd, FirstAndLastDay) {
    const auto herd = parlour_herd();
    EXPECT_EQ(herd.first_day(), (Date{2024, 2, 24}));
    EXPECT_EQ(herd.last_day(), (Date{2024, 3, 3}));
    EXPECT_THROW(Herd{}.first_day(), std::logic_error);
}
