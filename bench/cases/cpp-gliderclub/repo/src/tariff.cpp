#include "glider/tariff.hpp"

#include <algorithm>
#include <string>

namespace glider {

int launch_pence(const Flight& flight) {
    if (flight.launch == Launch::Winch) return kWinchPence;
    int extra_ft = std::max(0, flight.tow_height_ft - kAerotowBaseFt);
    int thousands = (extra_ft + 999) / 1000;
    return kAerotowBasePence + thousands * kAerotowPerThousandPence;
}

int soaring_rate_pence(const std::string& glider) {
    if (glider == "K13" || glider == "K21") return 40;
    if (glider == "ASK23" || glider == "JUN") return 50;
    if (glider == "DG1") return 65;
    return 0;
}

int soaring_pence(const Flight& flight) {
    return std::min(flight.minutes(), kSoaringCapMinutes) * soaring_rate_pence(flight.glider);
}

int flight_pence(const Flight& flight) {
    return launch_pence(flight) + soaring_pence(flight);
}

}  // namespace glider
