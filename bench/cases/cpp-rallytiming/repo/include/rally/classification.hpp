#pragma once

#include <map>
#include <string>
#include <vector>

#include "rally/controls.hpp"
#include "rally/duration.hpp"
#include "rally/stage.hpp"
#include "rally/timecard.hpp"

namespace rally {

struct Crew {
    int car = 0;
    std::string driver;
    std::string carClass;
};

struct Event {
    std::string name;
    std::vector<Crew> crews;
    std::vector<Stage> stages;
    // Time cards by car number; a crew without one has no road penalties.
    std::map<int, TimeCard> cards;
    ControlRules rules;
};

struct Row {
    int position = 0;
    int car = 0;
    std::string driver;
    std::string carClass;
    int classPosition = 0;
    Duration stages;
    Duration penalties;
    Duration total;
    Duration gapToLeader;
    Duration gapToPrevious;
};

struct Classification {
    std::vector<Row> rows;
    // Crews that retired or missed a stage, by car number.
    std::vector<int> retired;
};

// The overall classification: stage times plus stage and road penalties,
// lowest total first. Equal totals are split by the first stage time, then
// by car number.
Classification classify(const Event& event);

}  // namespace rally
