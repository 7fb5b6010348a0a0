#include <gtest/gtest.h>

#include "fixtures.h"
#include "laytime.h"

using namespace laytime;
using fixtures::at;

TEST(Laytime, CommencesAfterNoticeTime) {
    EXPECT_EQ("2024-03-07 20:00",
              laytime_commences(fixtures::immingham_terms(), fixtures::immingham_call()).to_string());
}

TEST(Laytime, CommencesEarlyIfWorkStarts) {
    PortCall call = fixtures::immingham_call();
    call.commenced = at("2024-03-07 16:15");
    EXPECT_EQ("2024-03-07 16:15", laytime_commences(fixtures::immingham_terms(), call).to_string());
}

TEST(Laytime, ShexExceptsSundaysAndHolidays) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.holidays = {"2024-03-12"};
    Interval week{at("2024-03-07 20:00"), at("2024-03-13 16:30")};
    std::vector<Interval> days = excepted_days(terms, week);
    ASSERT_EQ(2u, days.size());
    EXPECT_EQ("2024-03-10 00:00", days[0].from.to_string());
    EXPECT_EQ("2024-03-11 00:00", days[0].to.to_string());
    EXPECT_EQ("2024-03-12 00:00", days[1].from.to_string());
}

TEST(Laytime, SshexExceptsSaturdaysToo) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.exceptions = Exceptions::SSHEX;
    Interval week{at("2024-03-09 06:00"), at("2024-03-10 18:00")};
    std::vector<Interval> days = excepted_days(terms, week);
    ASSERT_EQ(2u, days.size());
    EXPECT_EQ("2024-03-09 06:00", days[0].from.to_string());  // clipped to the period
    EXPECT_EQ("2024-03-10 18:00", days[1].to.to_string());
}

TEST(Laytime, ShincExceptsNothing) {
    CharterTerms terms = fixtures::immingham_terms();
    terms.exceptions = Exceptions::SHINC;
    terms.holidays = {"2024-03-12"};
    Interval week{at("2024-03-07 20:00"), at("2024-03-13 16:30")};
    EXPECT_TRUE(excepted_days(terms, week).empty());
}

TEST(Laytime, StoppageOnASundayIsNotTakenOffTwice) {
    CharterTerms terms = fixtures::immingham_terms();
    Interval sunday_evening{at("2024-03-10 18:00"), at("2024-03-11 06:00")};
    std::vector<Stoppage> crane = {{{at("2024-03-10 22:00"), at("2024-03-11 02:00")}, "crane"}};
    // 12 hours, of which 6 are Sunday; the crane stops 2 more on Monday
    EXPECT_EQ(4 * 60, counted_minutes(terms, sunday_evening, crane));
}

TEST(Laytime, TimeUsedAtImmingham) {
    // 140.5 h from commencement to completion, less Sunday (24 h), the crane
    // on Monday morning (2 h) and rain (4.5 h)
    EXPECT_DOUBLE_EQ(110.0, time_used_hours(fixtures::immingham_terms(), fixtures::immingham_call()));
}
