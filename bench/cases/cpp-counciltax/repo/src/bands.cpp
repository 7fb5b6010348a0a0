#include "ctax/bands.hpp"

#include <stdexcept>
#include <string>

namespace ctax {

int band_ninths(char band) {
    switch (band) {
    case 'A': return 6;
    case 'B': return 7;
    case 'C': return 8;
    case 'D': return 9;
    case 'E': return 11;
    case 'F': return 13;
    case 'G': return 15;
    case 'H': return 18;
    default: throw std::out_of_range(std::string("no council tax band ") + band);
    }
}

Pence band_charge(Pence band_d, char band) {
    Pence ninths = band_d * band_ninths(band);
    return (ninths + 4) / 9;
}

}  // namespace ctax
