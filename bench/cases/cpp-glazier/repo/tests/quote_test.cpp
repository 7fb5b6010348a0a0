#include <gtest/gtest.h>

#include <stdexcept>
#include <vector>

#include "glazier/quote.hpp"

using namespace glazier;

TEST(Quote, MinimumChargeableArea) {
    EXPECT_DOUBLE_EQ(chargeable_m2(Pane{"S", 400, 300, GlassKind::Float4, 1}), 0.25);
    EXPECT_DOUBLE_EQ(chargeable_m2(Pane{"L", 1000, 600, GlassKind::Float4, 1}), 0.6);
}

TEST(Quote, DeliveryBands) {
    EXPECT_EQ(delivery_pence(0), 0);
    EXPECT_EQ(delivery_pence(10), 0);
    EXPECT_EQ(delivery_pence(11), 2'500);
    EXPECT_EQ(delivery_pence(25), 2'500);
    EXPECT_EQ(delivery_pence(30), 3'250);
    EXPECT_THROW(delivery_pence(-1), std::invalid_argument);
}

TEST(Quote, PricesAJob) {
    std::vector<Pane> panes{
        {"W1", 1000, 600, GlassKind::Float4, 2},
        {"W2", 400, 300, GlassKind::Float4, 1},
        {"D1", 800, 1900, GlassKind::Toughened6, 1},
    };
    Quote quote = price_job(panes, QuoteOptions{30});
    ASSERT_EQ(quote.lines.size(), 5u);
    EXPECT_EQ(quote.lines[0].description, "W1: 2 x 1000x600 4mm clear float");
    EXPECT_EQ(quote.lines[0].pence, 2'880);
    EXPECT_EQ(quote.lines[1].pence, 600);
    EXPECT_EQ(quote.lines[2].pence, 10'336);
    EXPECT_EQ(quote.lines[3].description, "Arrissed edges, 7 m");
    EXPECT_EQ(quote.lines[3].pence, 1'170);
    EXPECT_EQ(quote.lines[4].pence, 3'250);
    EXPECT_EQ(quote.subtotal_pence, 18'236);
    EXPECT_EQ(quote.vat_pence, 3'647);
    EXPECT_EQ(quote.total_pence, 21'883);
}

TEST(Quote, ToughenedOnlyHasNoEdgeWork) {
    std::vector<Pane> panes{{"D", 1000, 2000, GlassKind::Toughened4, 1}};
    Quote quote = price_job(panes);
    ASSERT_EQ(quote.lines.size(), 1u);
    EXPECT_EQ(quote.total_pence, 12'480);
}

TEST(Quote, RejectsZeroQuantity) {
    std::vector<Pane> panes{{"Z", 500, 500, GlassKind::Float4, 0}};
    EXPECT_THROW(price_job(panes), std::invalid_argument);
}
