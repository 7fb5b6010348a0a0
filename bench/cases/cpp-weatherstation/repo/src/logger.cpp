#include "logger.h"

#include <cstdio>
#include <sstream>
#include <stdexcept>

namespace wx {

namespace {

std::vector<std::string> splitFields(const std::string& row) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(row);
    while (std::getline(in, field, ',')) {
        fields.push_back(field);
    }
    if (!row.empty() && row.back() == ',') {
        fields.emplace_back();
    }
    return fields;
}

double number(const std::string& text, const char* what) {
    try {
        std::size_t used = 0;
        const double value = std::stod(text, &used);
        if (used != text.size()) {
            throw std::invalid_argument(text);
        }
        return value;
    } catch (const std::exception&) {
        throw std::invalid_argument(std::string("bad ") + what + ": '" + text + "'");
    }
}

std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) {
        return "";
    }
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

}  // namespace

int parseClock(const std::string& text) {
    if (text.size() != 5 || text[2] != ':') {
        throw std::invalid_argument("bad time: '" + text + "'");
    }
    const int hours = static_cast<int>(number(text.substr(0, 2), "hour"));
    const int minutes = static_cast<int>(number(text.substr(3, 2), "minute"));
    if (hours > 23 || minutes > 59) {
        throw std::invalid_argument("bad time: '" + text + "'");
    }
    return hours * 60 + minutes;
}

std::string formatClock(int minute) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "%02d:%02d", (minute / 60) % 24, minute % 60);
    return buf;
}

Reading parseRow(const std::string& row, const Calibration& cal) {
    std::vector<std::string> f = splitFields(row);
    if (f.size() != 8) {
        throw std::invalid_argument("expected 8 fields, got " + std::to_string(f.size()));
    }
    for (auto& field : f) {
        field = trim(field);
    }
    Reading r;
    r.minute = parseClock(f[0]);
    r.tempC = number(f[1], "temperature") + cal.tempOffsetC;
    r.humidityPct = number(f[2], "humidity");
    r.pressureHPa = number(f[3], "pressure") + cal.pressureOffsetHPa;
    r.windMs = number(f[4], "wind");
    r.gustMs = number(f[5], "gust");
    r.windDirDeg = static_cast<int>(number(f[6], "direction"));
    const double tips = number(f[7], "rain tips");
    if (r.humidityPct < 0.0 || r.humidityPct > 100.0) {
        throw std::invalid_argument("humidity out of range: " + f[2]);
    }
    if (r.windMs < 0.0 || r.gustMs < r.windMs) {
        throw std::invalid_argument("gust below mean wind");
    }
    if (tips < 0.0) {
        throw std::invalid_argument("negative rain tips");
    }
    r.rainMm = tips * cal.mmPerTip;
    return r;
}

std::vector<Reading> readDay(std::istream& in, const Calibration& cal) {
    std::vector<Reading> day;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::string row = trim(line);
        if (row.empty() || row[0] == '#') {
            continue;
        }
        Reading r;
        try {
            r = parseRow(row, cal);
        } catch (const std::invalid_argument& e) {
            throw std::invalid_argument("line " + std::to_string(lineNo) + ": " + e.what());
        }
        if (!day.empty() && r.minute <= day.back().minute) {
            throw std::invalid_argument("line " + std::to_string(lineNo) + ": out of time order");
        }
        day.push_back(r);
    }
    return day;
}

}  // namespace wx
