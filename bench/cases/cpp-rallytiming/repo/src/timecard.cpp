#include "rally/timecard.hpp"

#include <utility>

namespace rally {

void TimeCard::add(std::string control, Duration target, ClockTime actual) {
    sections_.push_back(Section{std::move(control), target, actual});
}

ClockTime TimeCard::due(std::size_t i) const {
    ClockTime from = i == 0 ? start_ : sections_[i - 1].actual;
    return from + sections_[i].target;
}

}  // namespace rally
