#include "stillhouse/duty.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace stillhouse {

long duty_pence(double lpa) {
    return std::lround(lpa * static_cast<double>(kSpiritsDutyPencePerLpa));
}

std::string pounds(long pence) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s£%ld.%02ld", pence < 0 ? "-" : "", std::labs(pence) / 100,
                  std::labs(pence) % 100);
    return buf;
}

}  // namespace stillhouse
