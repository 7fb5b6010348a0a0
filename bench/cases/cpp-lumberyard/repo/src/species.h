// The timber species the yard stocks, with density and price by grade.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace lumber {

enum class Grade { Prime, Select, Character };

std::string gradeName(Grade g);
std::optional<Grade> parseGrade(const std::string& name);

struct Species {
    std::string name;
    bool hardwood = true;
    // Density at 12% moisture content, kg per cubic metre.
    double densityKgM3 = 0;
    // Price per cubic metre of sawn, kiln-dried stock, by grade, in pence.
    std::map<Grade, long> pricePerM3;
};

class Catalogue {
public:
    void add(Species s);
    const Species* find(const std::string& name) const;
    std::vector<std::string> names() const;
    // Price per cubic metre in pence, or -1 when the grade is not stocked.
    long price(const std::string& species, Grade grade) const;

    // The yard's standard list: oak, ash, sweet chestnut, douglas fir, larch, cedar.
    static Catalogue standard();

private:
    std::map<std::string, Species> bySpecies_;
};

}  // namespace lumber
