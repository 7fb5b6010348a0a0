#include <gtest/gtest.h>

#include <sstream>

#include "fixtures.hpp"
#include "milkyield/records.hpp"

using namespace milkyield;

TEST(Records, ReadsTheParlourExport) {
    std::istringstream in(parlour_csv());
    const auto milkings = read_milkings(in);
    ASSERT_EQ(milkings.size(), 36u);
    EXPECT_EQ(milkings[0].date, (Date{2024, 2, 24}));
    EXPECT_EQ(milkings[0].session, Session::AM);
    EXPECT_EQ(milkings[0].cow, "DAISY");
    EXPECT_DOUBLE_EQ(milkings[0].litres, 12.0);
    EXPECT_EQ(milkings[0].scc, 90);
    EXPECT_EQ(milkings[3].session, Session::PM);
}

TEST(Records, SkipsBlankLinesAndTrimsFields) {
    std::istringstream in("date,session,cow,litres,scc\n\n 2026-03-01 , PM , UK1 , 7.5 , 80 \r\n");
    const auto milkings = read_milkings(in);
    ASSERT_EQ(milkings.size(), 1u);
    EXPECT_EQ(milkings[0].cow, "UK1");
    EXPECT_EQ(milkings[0].session, Session::PM);
}

TEST(Records, BadLinesNameTheirLine) {
    const char* bad[] = {
        "2026-03-01,AM,UK1,7.5\n",         // 4 fields
        "2026-02-30,AM,UK1,7.5,80\n",      // no such day
        "2026-03-01,NOON,UK1,7.5,80\n",    // session
        "2026-03-01,AM,,7.5,80\n",         // no cow
        "2026-03-01,AM,UK1,lots,80\n",     // litres
        "2026-03-01,AM,UK1,-1,80\n",       // negative
    };
    for (const char* line : bad) {
        std::istringstream in(std::string("date,session,cow,litres,scc\n") + line);
        try {
            read_milkings(in);
            ADD_FAILURE() << "accepted " << line;
        } catch (const ParseError& e) {
            EXPECT_EQ(e.line(), 2) << line;
        }
    }
}
