#pragma once

#include <string>
#include <vector>

#include "letterpress/fount.hpp"

namespace letterpress {

// One line as set in the stick.
struct Line {
    std::vector<std::string> words;
    double wordsWidth = 0.0;  // the type alone, in points
    double spaceWidth = 0.0;  // each word space, in points (justified, except the last line)
    bool last = false;        // the paragraph's last line, set with the plain word space
    bool overset = false;     // a single word wider than the measure

    int gaps() const { return words.empty() ? 0 : static_cast<int>(words.size()) - 1; }
    double width() const { return wordsWidth + gaps() * spaceWidth; }
};

// Sets a paragraph to the measure: as many words on a line as fit with the chosen word
// space, the spaces then widened to fill the measure; the last line is set short.
std::vector<Line> setParagraph(const std::string& text, const Fount& fount, double measurePt,
                               Space wordSpace = Space::Thick);

// The text of a line, words joined by single spaces.
std::string lineText(const Line& line);

}  // namespace letterpress
