#include <gtest/gtest.h>

#include "species.h"

using namespace lumber;

TEST(Species, GradeNames) {
    EXPECT_EQ(gradeName(Grade::Character), "character");
    EXPECT_EQ(parseGrade(" Prime"), Grade::Prime);
    EXPECT_EQ(parseGrade("SELECT"), Grade::Select);
    EXPECT_FALSE(parseGrade("firsts").has_value());
}

TEST(Species, StandardCatalogue) {
    const Catalogue c = Catalogue::standard();
    ASSERT_NE(c.find("oak"), nullptr);
    EXPECT_TRUE(c.find("oak")->hardwood);
    EXPECT_FALSE(c.find("larch")->hardwood);
    EXPECT_EQ(c.find("teak"), nullptr);
    EXPECT_EQ(c.names().size(), 6u);
    EXPECT_EQ(c.names().front(), "ash");
}

TEST(Species, Prices) {
    const Catalogue c = Catalogue::standard();
    EXPECT_EQ(c.price("oak", Grade::Prime), 245000);
    EXPECT_EQ(c.price("douglas fir", Grade::Character), 76000);
    EXPECT_EQ(c.price("ash", Grade::Character), -1);
    EXPECT_EQ(c.price("teak", Grade::Prime), -1);
}
