#include "organ/footage.hpp"

#include <cctype>
#include <cmath>
#include <stdexcept>

namespace organ {

namespace {
std::string trimUnit(const std::string& text) {
    std::string s = text;
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
    if (s.size() >= 2 && s.compare(s.size() - 2, 2, "ft") == 0) {
        s.erase(s.size() - 2);
    } else if (!s.empty() && s.back() == '\'') {
        s.pop_back();
    }
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.pop_back();
    std::size_t start = 0;
    while (start < s.size() && std::isspace(static_cast<unsigned char>(s[start]))) ++start;
    return s.substr(start);
}

int readInt(const std::string& s, const std::string& whole) {
    if (s.empty()) throw std::invalid_argument("bad footage: " + whole);
    for (char c : s) {
        if (!std::isdigit(static_cast<unsigned char>(c))) throw std::invalid_argument("bad footage: " + whole);
    }
    return std::stoi(s);
}
}  // namespace

Footage parseFootage(const std::string& text) {
    std::string s = trimUnit(text);
    int feet = readInt(s, text);
    if (feet <= 0 || feet > 64) throw std::invalid_argument("footage out of range: " + text);
    return Footage{static_cast<double>(feet)};
}

double pitchRatio(Footage f) {
    return 8.0 / f.feet;
}

std::string toString(Footage f) {
    return std::to_string(static_cast<int>(std::lround(f.feet))) + "'";
}

}  // namespace organ
