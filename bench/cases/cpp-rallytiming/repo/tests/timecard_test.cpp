#include <gtest/gtest.h>

#include "fixture.hpp"
#include "rally/timecard.hpp"

using namespace rally;
using rally::testing::at;
using rally::testing::t;

TEST(TimeCardTest, DueTimesFollowTheLastCheckIn) {
    TimeCard card(at("09:01"));
    card.add("TC1", t("25:00"), at("09:26"));
    card.add("TC2", t("40:00"), at("10:09"));
    card.add("TC3", t("30:00"), at("10:39"));
    ASSERT_EQ(card.sections().size(), 3u);
    EXPECT_EQ(card.due(0), at("09:26"));
    EXPECT_EQ(card.due(1), at("10:06"));
    EXPECT_EQ(card.due(2), at("10:39"));
    EXPECT_EQ(card.start(), at("09:01"));
}

TEST(TimeCardTest, FixtureCards) {
    Event e = rally::testing::rhinnsRally();
    EXPECT_EQ(e.cards[3].due(2), at("10:37"));
    EXPECT_EQ(e.cards[4].due(1), at("10:08"));
}
