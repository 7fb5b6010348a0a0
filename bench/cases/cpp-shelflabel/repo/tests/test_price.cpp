#include "shelf/price.hpp"

#include <gtest/gtest.h>

TEST(Price, Formats) {
    EXPECT_EQ(shelf::format_price(199), "€1.99");
    EXPECT_EQ(shelf::format_price(5), "€0.05");
    EXPECT_EQ(shelf::format_price(1200), "€12.00");
}

TEST(Price, Markdown) {
    EXPECT_EQ(shelf::format_price(-50), "-€0.50");
}
