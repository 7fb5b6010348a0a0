#include "ropeway/fare.hpp"

namespace ropeway {

namespace {
constexpr int kAdultUp = 1800;
constexpr int kAdultReturn = 2900;
constexpr int kChildPercent = 50;
}  // namespace

int fareCents(Trip trip, bool child) {
    int adult = trip == Trip::Up ? kAdultUp : kAdultReturn;
    return child ? adult * kChildPercent / 100 : adult;
}

int partyCents(Trip trip, const Party& party) {
    return party.adults * fareCents(trip, false) + party.children * fareCents(trip, true);
}

}  // namespace ropeway
