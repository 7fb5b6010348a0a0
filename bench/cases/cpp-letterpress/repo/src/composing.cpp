#include "letterpress/composing.hpp"

#include <sstream>

namespace letterpress {

namespace {
std::vector<std::string> splitWords(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> words;
    std::string w;
    while (in >> w) words.push_back(w);
    return words;
}

Line justify(Line line, double measurePt) {
    if (line.gaps() > 0) line.spaceWidth = (measurePt - line.wordsWidth) / line.gaps();
    return line;
}
}  // namespace

std::vector<Line> setParagraph(const std::string& text, const Fount& fount, double measurePt,
                               Space wordSpace) {
    const double space = fount.space(wordSpace);
    std::vector<Line> lines;
    Line current;
    current.spaceWidth = space;
    for (const std::string& word : splitWords(text)) {
        const double w = fount.wordWidth(word);
        const double needed = current.words.empty() ? w : current.width() + space + w;
        if (!current.words.empty() && needed > measurePt) {
            lines.push_back(justify(current, measurePt));
            current = Line{};
            current.spaceWidth = space;
        }
        current.words.push_back(word);
        current.wordsWidth += w;
        if (current.words.size() == 1 && w > measurePt) current.overset = true;
    }
    if (!current.words.empty()) {
        current.last = true;
        lines.push_back(current);
    }
    return lines;
}

std::string lineText(const Line& line) {
    std::string out;
    for (const auto& w : line.words) {
        if (!out.empty()) out += ' ';
        out += w;
    }
    return out;
}

}  // namespace letterpress
