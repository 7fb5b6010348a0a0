#include "sheetmetal/cutlist.hpp"

#include <cmath>
#include <stdexcept>

namespace sheetmetal {

Blank blank_for(const Part& part, int quantity) {
    part.validate();
    return Blank{part.name(), part.material().name, part.flat_length(), part.width(), quantity};
}

int blanks_per_sheet(const Blank& blank, const Sheet& sheet, double kerf) {
    if (blank.length <= 0.0 || blank.width <= 0.0) {
        throw std::invalid_argument(blank.part + ": a blank needs a length and a width");
    }
    int along = static_cast<int>(std::floor((sheet.length + kerf) / (blank.length + kerf)));
    int across = static_cast<int>(std::floor((sheet.width + kerf) / (blank.width + kerf)));
    return along * across;
}

int sheets_needed(const std::vector<Blank>& blanks, const Sheet& sheet, double kerf) {
    int sheets = 0;
    for (const Blank& b : blanks) {
        int per_sheet = blanks_per_sheet(b, sheet, kerf);
        if (per_sheet == 0) {
            throw std::invalid_argument(b.part + ": blank larger than the sheet");
        }
        sheets += (b.quantity + per_sheet - 1) / per_sheet;
    }
    return sheets;
}

double blank_weight_kg(const Blank& blank) {
    const Material& m = material(blank.material);
    double cubic_mm = blank.length * blank.width * m.thickness;
    return cubic_mm / 1000.0 * m.density / 1000.0;
}

}  // namespace sheetmetal
