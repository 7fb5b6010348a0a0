#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ropeway/line.hpp"

using ropeway::Line;

namespace {
std::vector<std::string> cabinsOf(const std::vector<ropeway::Assignment>& out) {
    std::vector<std::string> ids;
    for (const auto& a : out) {
        ids.push_back(a.cabin);
    }
    return ids;
}
}  // namespace

TEST(Line, SendsEachGroupToTheFirstCabinWithRoom) {
    Line line(3, 8);
    auto out = line.dispatch({5, 4, 3, 2});
    EXPECT_EQ(cabinsOf(out), (std::vector<std::string>{"C1", "C2", "C1", "C2"}));
    EXPECT_EQ(line.load(), 14);
}

TEST(Line, FillsACabinToTheLastSeat) {
    Line line(2, 6);
    auto out = line.dispatch({6, 2, 4});
    EXPECT_EQ(cabinsOf(out), (std::vector<std::string>{"C1", "C2", "C2"}));
    EXPECT_EQ(line.cabins()[0].spare(), 0);
}

TEST(Line, AGroupWithNoRoomWaits) {
    Line line(2, 4);
    auto out = line.dispatch({3, 3, 3});
    EXPECT_EQ(cabinsOf(out), (std::vector<std::string>{"C1", "C2", ""}));
    EXPECT_EQ(line.waiting(), 3);
}

TEST(Line, DepartureEmptiesTheCabins) {
    Line line(2, 4);
    line.dispatch({4, 4});
    line.depart();
    EXPECT_EQ(line.load(), 0);
}
