#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "rally/clock.hpp"
#include "rally/duration.hpp"

namespace rally {

// One road section of a time card: the control at its end, the target time
// to reach it and when the crew checked in there.
struct Section {
    std::string control;
    Duration target;
    ClockTime actual;
};

// A crew's time card for a leg: its start time and the time controls it
// checked in at.
class TimeCard {
public:
    TimeCard() = default;
    explicit TimeCard(ClockTime start) : start_(start) {}

    void add(std::string control, Duration target, ClockTime actual);

    ClockTime start() const { return start_; }
    const std::vector<Section>& sections() const { return sections_; }

    // When the crew was due at the control ending section i: the time it
    // checked in at the control before (or started), plus the target time.
    ClockTime due(std::size_t i) const;

private:
    ClockTime start_;
    std::vector<Section> sections_;
};

}  // namespace rally
