#include "rally/controls.hpp"

namespace rally {

Duration controlPenalty(ClockTime due, ClockTime actual, const ControlRules& rules) {
    long minutes = actual.minute() - due.minute();
    if (minutes > 0) {
        return rules.latePerMinute * minutes;
    }
    if (minutes < 0) {
        return rules.earlyPerMinute * -minutes;
    }
    return Duration();
}

}  // namespace rally
