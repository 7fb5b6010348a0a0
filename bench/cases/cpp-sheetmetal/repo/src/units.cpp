#include "sheetmetal/units.hpp"

#include <cctype>
#include <cstdio>
#include <stdexcept>

namespace sheetmetal {

namespace {

std::string trim(const std::string& s) {
    size_t b = 0;
    size_t e = s.size();
    while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) {
        ++b;
    }
    while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) {
        --e;
    }
    return s.substr(b, e - b);
}

bool ends_with(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

double parse_number(const std::string& text, const std::string& whole) {
    std::string t = trim(text);
    if (t.empty()) {
        throw std::invalid_argument("no number in length '" + whole + "'");
    }
    size_t used = 0;
    double value = 0;
    try {
        value = std::stod(t, &used);
    } catch (const std::exception&) {
        throw std::invalid_argument("not a length: '" + whole + "'");
    }
    if (used != t.size() || value < 0) {
        throw std::invalid_argument("not a length: '" + whole + "'");
    }
    return value;
}

}  // namespace

double parse_length_mm(const std::string& text) {
    std::string t = trim(text);
    if (ends_with(t, "mm")) {
        return parse_number(t.substr(0, t.size() - 2), text);
    }
    if (ends_with(t, "cm")) {
        return parse_number(t.substr(0, t.size() - 2), text) * 10.0;
    }
    if (ends_with(t, "in")) {
        return parse_number(t.substr(0, t.size() - 2), text) * kMmPerInch;
    }
    if (ends_with(t, "\"")) {
        return parse_number(t.substr(0, t.size() - 1), text) * kMmPerInch;
    }
    return parse_number(t, text);
}

std::string format_mm(double mm) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.2f mm", mm);
    return buf;
}

}  // namespace sheetmetal
