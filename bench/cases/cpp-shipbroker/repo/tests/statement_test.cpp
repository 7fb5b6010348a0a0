#include <gtest/gtest.h>

#include "fixtures.h"
#include "statement.h"

using namespace laytime;

TEST(Statement, Durations) {
    EXPECT_EQ("4d 03h 00m", format_duration(99.0));
    EXPECT_EQ("0d 11h 00m", format_duration(11.0));
    EXPECT_EQ("0d 00h 20m", format_duration(1.0 / 3.0));
    EXPECT_EQ("-0d 02h 30m", format_duration(-2.5));
    EXPECT_EQ("0d 00h 00m", format_duration(-0.0001));
}

TEST(Statement, Dollars) {
    EXPECT_EQ("USD 8,250.00", format_usd(8250));
    EXPECT_EQ("USD 0.00", format_usd(0));
    EXPECT_EQ("USD 1,234,567.89", format_usd(1234567.891));
    EXPECT_EQ("USD 239.58", format_usd(239.58));
    EXPECT_EQ("-USD 12.50", format_usd(-12.5));
}

TEST(Statement, Immingham) {
    CharterTerms terms = fixtures::immingham_terms();
    PortCall call = fixtures::immingham_call();
    std::string expected =
        "Laytime statement: Immingham\n"
        "Cargo 33000 t at 8000 t/day SHEX\n"
        "Notice tendered    2024-03-07 14:00\n"
        "Laytime commenced  2024-03-07 20:00\n"
        "Completed          2024-03-13 16:30\n"
        "Stopped            2024-03-10 22:00 to 2024-03-11 02:00 (shore crane breakdown)\n"
        "Stopped            2024-03-11 09:00 to 2024-03-11 13:30 (rain)\n"
        "Laytime allowed    4d 03h 00m\n"
        "Time used          4d 14h 00m\n"
        "On demurrage       0d 11h 00m\n"
        "Demurrage due      USD 8,250.00\n";
    EXPECT_EQ(expected, render_statement(terms, call, settle(terms, call)));
}
