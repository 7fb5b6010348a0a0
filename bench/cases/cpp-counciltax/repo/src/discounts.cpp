#include "ctax/discounts.hpp"

namespace ctax {

int occupancy_percent(Occupancy occupancy) {
    switch (occupancy) {
    case Occupancy::Standard: return 100;
    case Occupancy::SinglePerson: return 75;
    case Occupancy::AllStudents: return 0;
    case Occupancy::EmptyLongTerm: return 200;
    }
    return 100;
}

Pence apply_occupancy(Pence charge, Occupancy occupancy) {
    return charge * occupancy_percent(occupancy) / 100;
}

}  // namespace ctax
