#include "milkyield/records.hpp"

#include <sstream>

namespace milkyield {

namespace {

std::vector<std::string> split_csv(const std::string& line) {
    std::vector<std::string> fields;
    std::string field;
    std::istringstream in(line);
    while (std::getline(in, field, ',')) fields.push_back(field);
    if (!line.empty() && line.back() == ',') fields.emplace_back();
    return fields;
}

std::string trim(const std::string& s) {
    const auto first = s.find_first_not_of(" \t\r");
    if (first == std::string::npos) return "";
    const auto last = s.find_last_not_of(" \t\r");
    return s.substr(first, last - first + 1);
}

}  // namespace

std::vector<Milking> read_milkings(std::istream& in) {
    std::vector<Milking> out;
    std::string line;
    int lineno = 0;
    while (std::getline(in, line)) {
        ++lineno;
        if (lineno == 1 || trim(line).empty()) continue;  // header
        const auto fields = split_csv(line);
        if (fields.size() != 5) throw ParseError(lineno, "expected 5 fields");
        Milking m;
        try {
            m.date = parse_date(trim(fields[0]));
        } catch (const std::invalid_argument& e) {
            throw ParseError(lineno, e.what());
        }
        const std::string session = trim(fields[1]);
        if (session == "AM") {
            m.session = Session::AM;
        } else if (session == "PM") {
            m.session = Session::PM;
        } else {
            throw ParseError(lineno, "session must be AM or PM, not " + session);
        }
        m.cow = trim(fields[2]);
        if (m.cow.empty()) throw ParseError(lineno, "no cow");
        try {
            std::size_t used = 0;
            m.litres = std::stod(trim(fields[3]), &used);
            m.scc = std::stoi(trim(fields[4]));
        } catch (const std::exception&) {
            throw ParseError(lineno, "litres and scc must be numbers");
        }
        if (m.litres < 0 || m.scc < 0) throw ParseError(lineno, "negative reading");
        out.push_back(m);
    }
    return out;
}

}  // namespace milkyield
