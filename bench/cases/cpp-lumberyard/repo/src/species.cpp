#include "species.h"

#include <algorithm>
#include <cctype>

namespace lumber {

std::string gradeName(Grade g) {
    switch (g) {
        case Grade::Prime: return "prime";
        case Grade::Select: return "select";
        case Grade::Character: return "character";
    }
    return "unknown";
}

std::optional<Grade> parseGrade(const std::string& name) {
    std::string lower;
    for (char c : name) {
        if (!std::isspace(static_cast<unsigned char>(c))) {
            lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    for (Grade g : {Grade::Prime, Grade::Select, Grade::Character}) {
        if (gradeName(g) == lower) {
            return g;
        }
    }
    return std::nullopt;
}

void Catalogue::add(Species s) {
    const std::string key = s.name;
    bySpecies_[key] = std::move(s);
}

const Species* Catalogue::find(const std::string& name) const {
    auto it = bySpecies_.find(name);
    return it == bySpecies_.end() ? nullptr : &it->second;
}

std::vector<std::string> Catalogue::names() const {
    std::vector<std::string> out;
    for (const auto& [name, s] : bySpecies_) {
        out.push_back(name);
    }
    return out;
}

long Catalogue::price(const std::string& species, Grade grade) const {
    const Species* s = find(species);
    if (s == nullptr) {
        return -1;
    }
    auto it = s->pricePerM3.find(grade);
    return it == s->pricePerM3.end() ? -1 : it->second;
}

Catalogue Catalogue::standard() {
    Catalogue c;
    c.add({"oak", true, 720, {{Grade::Prime, 245000}, {Grade::Select, 198000}, {Grade::Character, 149000}}});
    c.add({"ash", true, 690, {{Grade::Prime, 165000}, {Grade::Select, 132000}}});
    c.add({"sweet chestnut", true, 560, {{Grade::Prime, 175000}, {Grade::Character, 118000}}});
    c.add({"douglas fir", false, 530, {{Grade::Select, 98000}, {Grade::Character, 76000}}});
    c.add({"larch", false, 590, {{Grade::Select, 89000}, {Grade::Character, 69000}}});
    c.add({"western red cedar", false, 370, {{Grade::Prime, 152000}, {Grade::Select, 121000}}});
    return c;
}

}  // namespace lumber
