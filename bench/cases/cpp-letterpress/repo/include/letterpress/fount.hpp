#pragma once

#include <map>
#include <string>

namespace letterpress {

// The spaces a compositor puts between words, as fractions of the em.
enum class Space { Thick, Mid, Thin, Hair };

// A fount of metal type: one face at one body size. Character widths are kept in the
// Monotype unit system, 18 units to the em, and scale with the body.
class Fount {
public:
    Fount(std::string series, double bodyPt, std::map<char, int> units);

    // A fount of one of the Monotype series the shop holds ("Bembo", "Baskerville",
    // "Gill Sans"); throws std::out_of_range for any other.
    static Fount monotype(const std::string& series, double bodyPt);

    const std::string& series() const { return series_; }
    double body() const { return body_; }
    double em() const { return body_; }

    // Width of one character in points; characters the fount lacks are an en (9 units).
    double charWidth(char c) const;
    double wordWidth(const std::string& word) const;
    double space(Space kind) const;

private:
    std::string series_;
    double body_;
    std::map<char, int> units_;
};

}  // namespace letterpress
