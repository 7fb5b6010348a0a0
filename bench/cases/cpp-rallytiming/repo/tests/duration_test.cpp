#include <gtest/gtest.h>

#include "rally/duration.hpp"

using rally::Duration;

TEST(DurationTest, ParsesStageTimes) {
    EXPECT_EQ(Duration::parse("7:41.2")->tenths(), 4612);
    EXPECT_EQ(Duration::parse("59.9")->tenths(), 599);
    EXPECT_EQ(Duration::parse("1:02:03.4")->tenths(), 37234);
    EXPECT_EQ(Duration::parse("25:00")->tenths(), 15000);
    EXPECT_EQ(Duration::parse("0:00.0")->tenths(), 0);
}

TEST(DurationTest, RejectsMalformed) {
    EXPECT_FALSE(Duration::parse(""));
    EXPECT_FALSE(Duration::parse("7:61.2"));
    EXPECT_FALSE(Duration::parse("7:41.25"));
    EXPECT_FALSE(Duration::parse("7:4a.2"));
    EXPECT_FALSE(Duration::parse("1:1:1:1"));
    EXPECT_FALSE(Duration::parse("7:41."));
}

TEST(DurationTest, Formats) {
    EXPECT_EQ(Duration::fromTenths(4612).str(), "7:41.2");
    EXPECT_EQ(Duration::fromTenths(599).str(), "0:59.9");
    EXPECT_EQ(Duration::fromTenths(37234).str(), "1:02:03.4");
    EXPECT_EQ(Duration::fromTenths(-105).str(), "-0:10.5");
    EXPECT_EQ(Duration().str(), "0:00.0");
}

TEST(DurationTest, Arithmetic) {
    Duration a = Duration::fromSeconds(90);
    Duration b = Duration::fromTenths(5);
    EXPECT_EQ((a + b).tenths(), 905);
    EXPECT_EQ((a - b).tenths(), 895);
    EXPECT_EQ((b * 3).tenths(), 15);
    EXPECT_EQ(Duration::fromMinutes(2), Duration::fromSeconds(120));
    EXPECT_LT(b, a);
    a += b;
    EXPECT_EQ(a.wholeSeconds(), 90);
}
