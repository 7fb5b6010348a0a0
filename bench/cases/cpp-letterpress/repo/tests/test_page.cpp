#include <gtest/gtest.h>

#include <stdexcept>

#include "letterpress/page.hpp"

using namespace letterpress;

TEST(Page, LinesPerPage) {
    EXPECT_EQ(linesPerPage(480.0, 12.0, 0.0), 40);
    EXPECT_EQ(linesPerPage(480.0, 12.0, 2.0), 34);
    EXPECT_EQ(linesPerPage(12.0, 12.0, 2.0), 1);
    EXPECT_THROW(linesPerPage(10.0, 12.0, 0.0), std::invalid_argument);
}

TEST(Page, CastOff) {
    const Job job{Fount::monotype("Bembo", 12), 15 * 12.0, 5 * 14.0 - 2.0, 2.0};
    const std::vector<std::string> paragraphs = {
        "the quick brown fox jumps over the lazy dog while the compositor sets each line by hand",
        "a short one",
        "and a last paragraph of a few more words than that",
    };
    const Casting c = castOff(job, paragraphs);
    EXPECT_EQ(c.lines, 6);
    EXPECT_EQ(c.pages, 2);
    EXPECT_EQ(c.oversetLines, 0);
}
