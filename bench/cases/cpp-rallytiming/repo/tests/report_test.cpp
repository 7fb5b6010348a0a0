#include <gtest/gtest.h>

#include "fixture.hpp"
#include "rally/report.hpp"

using namespace rally;

TEST(ReportTest, Gaps) {
    EXPECT_EQ(formatGap(Duration()), "");
    EXPECT_EQ(formatGap(Duration::fromTenths(123)), "+12.3");
    EXPECT_EQ(formatGap(Duration::fromTenths(600)), "+1:00.0");
    EXPECT_EQ(formatGap(Duration::fromTenths(-5)), "");
}

TEST(ReportTest, Classification) {
    std::string got = formatClassification(classify(rally::testing::rhinnsRally()));
    std::string want =
        "Pos  No  Driver           Class     Stages      Pen      Total       Gap      Diff\n"
        "  1   1  E. Kaur          R5       22:56.4   0:00.0    22:56.4                    \n"
        "  2   2  F. Lindgren      R5       22:55.9   0:40.0    23:35.9     +39.5     +39.5\n"
        "  3   4  H. Doyle         R2       24:41.1   0:20.0    25:01.1   +2:04.7   +1:25.2\n"
        "  4   3  G. Moretti       R2       24:44.9   1:00.0    25:44.9   +2:48.5     +43.8\n"
        "Retired: 5\n";
    EXPECT_EQ(got, want);
}
