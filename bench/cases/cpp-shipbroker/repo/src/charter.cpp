#include "charter.h"

#include <stdexcept>

namespace laytime {

const char* to_string(Exceptions e) {
    switch (e) {
        case Exceptions::SHINC: return "SHINC";
        case Exceptions::SHEX: return "SHEX";
        case Exceptions::SSHEX: return "SSHEX";
    }
    return "?";
}

double CharterTerms::allowed_hours() const {
    if (rate_tonnes_per_day <= 0) {
        throw std::invalid_argument("laytime rate must be positive");
    }
    return cargo_tonnes / rate_tonnes_per_day * 24.0;
}

double CharterTerms::despatch_rate() const {
    return despatch_per_day < 0 ? demurrage_per_day / 2.0 : despatch_per_day;
}

}  // namespace laytime
