#include <gtest/gtest.h>

#include <stdexcept>

#include "order.h"

using namespace lumber;

namespace {

Order deckingOrder(bool trade) {
    Order o{"Fenwick Joinery", trade, {}};
    o.lines.push_back({"larch", Grade::Select, 27, 150, 3.6, 20, false});
    o.lines.push_back({"oak", Grade::Prime, 50, 150, 2.4, 4, true});
    return o;
}

}  // namespace

TEST(Order, PricesByVolume) {
    const Invoice inv = priceOrder(deckingOrder(false), Catalogue::standard());
    ASSERT_EQ(inv.lines.size(), 2u);
    EXPECT_NEAR(inv.lines[0].volumeM3, 0.2916, 1e-9);
    EXPECT_EQ(inv.lines[0].timber, 25952);  // 0.2916 m3 at 890.00
    EXPECT_EQ(inv.lines[1].timber, 17640);  // 0.072 m3 at 2450.00
    EXPECT_EQ(inv.lines[1].machining, 816);  // 9.6 m planed at 85p
    EXPECT_EQ(inv.delivery, 4500);
    EXPECT_EQ(inv.net, 25952 + 17640 + 816 + 4500);
    EXPECT_EQ(inv.vat, 9782);
    EXPECT_EQ(inv.total, 48908 + 9782);
    EXPECT_NEAR(inv.weightKg, 223.9, 1e-9);  // 0.2916 x 590 + 0.072 x 720
}

TEST(Order, TradeDiscountOnTimberOnly) {
    Tariff t;
    t.freeDeliveryOver = 40000;
    const Invoice inv = priceOrder(deckingOrder(true), Catalogue::standard(), t);
    EXPECT_EQ(inv.discount, -4359);  // 10% of 435.92
    EXPECT_EQ(inv.delivery, 0);      // 400.49 of goods
    EXPECT_EQ(inv.net, 43592 + 816 - 4359);
}

TEST(Order, RejectsUnstocked) {
    Order o{"Walk-in", false, {{"ash", Grade::Character, 25, 100, 1.8, 1, false}}};
    EXPECT_THROW(priceOrder(o, Catalogue::standard()), std::invalid_argument);
    o.lines[0].species = "teak";
    EXPECT_THROW(priceOrder(o, Catalogue::standard()), std::invalid_argument);
}

TEST(Order, FormatPounds) {
    EXPECT_EQ(formatPounds(0), "0.00");
    EXPECT_EQ(formatPounds(123456), "1234.56");
    EXPECT_EQ(formatPounds(-4359), "-43.59");
}

TEST(Order, InvoiceText) {
    const Order o = deckingOrder(false);
    const std::string text = formatInvoice(o, priceOrder(o, Catalogue::standard()));
    EXPECT_NE(text.find("Invoice for Fenwick Joinery\n"), std::string::npos);
    EXPECT_NE(text.find("20 x select larch 27x150 3.6m sawn"), std::string::npos);
    EXPECT_NE(text.find("4 x prime oak 50x150 2.4m PAR"), std::string::npos);
    EXPECT_NE(text.find("Delivery weight 223.9 kg"), std::string::npos);
}
