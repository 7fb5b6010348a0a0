#pragma once

#include <istream>
#include <stdexcept>
#include <string>
#include <vector>

#include "milkyield/date.hpp"

namespace milkyield {

enum class Session { AM, PM };

struct Milking {
    Date date;
    Session session = Session::AM;
    std::string cow;
    double litres = 0.0;
    int scc = 0;  // thousands of cells per ml
};

// A bad line of the parlour export, with its line number (the header is line 1).
class ParseError : public std::runtime_error {
public:
    ParseError(int line, const std::string& what)
        : std::runtime_error("line " + std::to_string(line) + ": " + what), line_(line) {}
    int line() const { return line_; }

private:
    int line_;
};

// Reads the parlour's CSV export: date,session,cow,litres,scc with a header line.
std::vector<Milking> read_milkings(std::istream& in);

}  // namespace milkyield
