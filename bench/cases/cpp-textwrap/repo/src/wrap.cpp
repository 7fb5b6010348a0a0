#include "textwrap/wrap.hpp"

#include "textwrap/utf8.hpp"

namespace textwrap {

namespace {

std::vector<std::string_view> split_words(std::string_view text) {
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && text[i] == ' ') {
            ++i;
        }
        std::size_t start = i;
        while (i < text.size() && text[i] != ' ') {
            ++i;
        }
        if (i > start) {
            words.push_back(text.substr(start, i - start));
        }
    }
    return words;
}

}  // namespace

std::vector<std::string> wrap(std::string_view text, std::size_t width) {
    std::vector<std::string> lines;
    std::string line;
    std::size_t line_width = 0;
    for (std::string_view word : split_words(text)) {
        std::size_t word_width = display_width(word);
        if (!line.empty() && line_width + 1 + word_width > width) {
            lines.push_back(line);
            line.clear();
            line_width = 0;
        }
        if (!line.empty()) {
            line += ' ';
            ++line_width;
        }
        line += word;
        line_width += word_width;
    }
    if (!line.empty()) {
        lines.push_back(line);
    }
    return lines;
}

}  // namespace textwrap
