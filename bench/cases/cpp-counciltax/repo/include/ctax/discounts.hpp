#pragma once

#include "ctax/bands.hpp"

namespace ctax {

enum class Occupancy {
    Standard,       // two or more adults
    SinglePerson,   // one adult: 25% off
    AllStudents,    // exempt (class N)
    EmptyLongTerm,  // empty and unfurnished for a year or more: 100% premium
};

// The charge after the discount or premium for the occupancy, in percent of the band charge.
int occupancy_percent(Occupancy occupancy);

Pence apply_occupancy(Pence charge, Occupancy occupancy);

}  // namespace ctax
