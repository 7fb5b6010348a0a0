#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "lockflight/boat.hpp"
#include "lockflight/clock.hpp"
#include "lockflight/passage.hpp"

using namespace lockflight;

namespace {

Lock narrow_lock() {
    Lock lock;
    lock.chamber = Chamber{2200, 215};
    lock.cycle_minutes = 12;
    lock.set_for = Direction::Up;
    return lock;
}

// "09:10 up Kingfisher" for each cycle; "09:10 up -" for a turn.
std::vector<std::string> describe(const Passage& passage) {
    std::vector<std::string> out;
    for (const Cycle& cycle : passage.cycles) {
        std::string line = format_clock(cycle.start) + " " + direction_name(cycle.dir);
        if (cycle.boats.empty()) {
            line += " -";
        }
        for (const std::string& name : cycle.boats) {
            line += " " + name;
        }
        out.push_back(line);
    }
    return out;
}

}  // namespace

TEST(Passage, OneBoatGoesStraightIn) {
    auto boats = parse_boats("Kingfisher 18.50 2.08 up 09:10\n");
    auto passage = plan_passage(boats, narrow_lock());
    EXPECT_EQ(describe(passage), (std::vector<std::string>{"09:10 up Kingfisher"}));
}

TEST(Passage, AlternatingBoatsNeedNoTurn) {
    auto boats = parse_boats(
        "Kingfisher 18.50 2.08 up 09:10\n"
        "Otter 12 2.08 down 09:12\n"
        "Heron 15 2.08 up 09:20\n");
    auto passage = plan_passage(boats, narrow_lock());
    EXPECT_EQ(describe(passage), (std::vector<std::string>{
                                     "09:10 up Kingfisher",
                                     "09:22 down Otter",
                                     "09:34 up Heron",
                                 }));
    EXPECT_EQ(wait_minutes(passage, boats, "Otter"), 10);
}

TEST(Passage, TwoBoatsTheSameWayNeedATurnBetween) {
    auto boats = parse_boats(
        "Kingfisher 18.50 2.08 up 09:10\n"
        "Heron 15 2.08 up 09:11\n");
    auto passage = plan_passage(boats, narrow_lock());
    EXPECT_EQ(describe(passage), (std::vector<std::string>{
                                     "09:10 up Kingfisher",
                                     "09:22 down -",
                                     "09:34 up Heron",
                                 }));
    EXPECT_EQ(wait_minutes(passage, boats, "Heron"), 23);
}

TEST(Passage, ALockSetTheOtherWayIsTurnedFirst) {
    auto boats = parse_boats("Otter 12 2.08 down 10:00\n");
    auto passage = plan_passage(boats, narrow_lock());
    EXPECT_EQ(describe(passage), (std::vector<std::string>{"10:00 up -", "10:12 down Otter"}));
}

TEST(Passage, TurnsAwayBoatsTooBigForTheChamber) {
    auto boats = parse_boats(
        "Barge 30 4.20 up 09:00\n"
        "Otter 12 2.08 up 09:05\n");
    auto passage = plan_passage(boats, narrow_lock());
    EXPECT_EQ(passage.turned_away, (std::vector<std::string>{"Barge"}));
    EXPECT_EQ(describe(passage), (std::vector<std::string>{"09:05 up Otter"}));
    EXPECT_THROW(wait_minutes(passage, boats, "Barge"), std::invalid_argument);
}
