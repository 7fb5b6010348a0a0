#pragma once

namespace ropeway {

enum class Trip { Up, Return };

struct Party {
    int adults = 0;
    int children = 0;  // 6 to 15; under 6 ride free and are not counted
};

// Fares in cents.
int fareCents(Trip trip, bool child);
int partyCents(Trip trip, const Party& party);

}  // namespace ropeway
