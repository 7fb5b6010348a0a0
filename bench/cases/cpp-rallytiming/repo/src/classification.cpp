#include "rally/classification.hpp"

#include <algorithm>

namespace rally {

namespace {

// Road penalties from a crew's time card.
Duration roadPenalties(const Event& event, int car) {
    auto it = event.cards.find(car);
    if (it == event.cards.end()) {
        return Duration();
    }
    const TimeCard& card = it->second;
    Duration total;
    for (std::size_t i = 0; i < card.sections().size(); ++i) {
        total += controlPenalty(card.due(i), card.sections()[i].actual, event.rules);
    }
    return total;
}

Duration firstStageTime(const Event& event, int car) {
    if (event.stages.empty()) {
        return Duration();
    }
    const StageTime* t = event.stages.front().find(car);
    return t ? t->time + t->penalty : Duration();
}

}  // namespace

Classification classify(const Event& event) {
    Classification result;
    for (const Crew& crew : event.crews) {
        Row row;
        row.car = crew.car;
        row.driver = crew.driver;
        row.carClass = crew.carClass;
        bool finished = true;
        for (const Stage& stage : event.stages) {
            const StageTime* t = stage.find(crew.car);
            if (t == nullptr || t->retired) {
                finished = false;
                break;
            }
            row.stages += t->time;
            row.penalties += t->penalty;
        }
        if (!finished) {
            result.retired.push_back(crew.car);
            continue;
        }
        row.penalties += roadPenalties(event, crew.car);
        row.total = row.stages + row.penalties;
        result.rows.push_back(row);
    }
    std::sort(result.retired.begin(), result.retired.end());

    std::sort(result.rows.begin(), result.rows.end(), [&event](const Row& a, const Row& b) {
        if (a.total != b.total) {
            return a.total < b.total;
        }
        Duration fa = firstStageTime(event, a.car);
        Duration fb = firstStageTime(event, b.car);
        if (fa != fb) {
            return fa < fb;
        }
        return a.car < b.car;
    });

    std::map<std::string, int> classCount;
    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        Row& row = result.rows[i];
        row.position = static_cast<int>(i) + 1;
        row.classPosition = ++classCount[row.carClass];
        if (i > 0) {
            row.gapToLeader = row.total - result.rows.front().total;
            row.gapToPrevious = row.total - result.rows[i - 1].total;
        }
    }
    return result;
}

}  // namespace rally
