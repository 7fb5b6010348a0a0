#include "textwrap/justify.hpp"

#include <vector>

#include "textwrap/utf8.hpp"

namespace textwrap {

std::string justify(const std::string& line, std::size_t width) {
    std::vector<std::string> words;
    std::size_t start = 0;
    while (start < line.size()) {
        std::size_t end = line.find(' ', start);
        if (end == std::string::npos) {
            end = line.size();
        }
        if (end > start) {
            words.push_back(line.substr(start, end - start));
        }
        start = end + 1;
    }
    std::size_t used = 0;
    for (const auto& word : words) {
        used += display_width(word);
    }
    if (words.size() < 2 || used + words.size() - 1 >= width) {
        return line;
    }
    std::size_t gaps = words.size() - 1;
    std::size_t spaces = width - used;
    std::string out = words[0];
    for (std::size_t g = 0; g < gaps; ++g) {
        std::size_t here = spaces / gaps + (g < spaces % gaps ? 1 : 0);
        out.append(here, ' ');
        out += words[g + 1];
    }
    return out;
}

}  // namespace textwrap
