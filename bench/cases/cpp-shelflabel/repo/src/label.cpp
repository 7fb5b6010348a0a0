#include "shelf/label.hpp"

#include "shelf/gtin.hpp"
#include "shelf/price.hpp"

namespace shelf {
namespace {

// Characters as printed: "€" is three bytes in UTF-8 but one character on the label.
std::size_t printed_width(const std::string& text) {
    std::size_t width = 0;
    for (unsigned char c : text) {
        if ((c & 0xC0) != 0x80) ++width;
    }
    return width;
}

std::string pad_left(const std::string& text, std::size_t width) {
    std::size_t have = printed_width(text);
    return have >= width ? text : std::string(width - have, ' ') + text;
}

std::string fit(const std::string& text, std::size_t width) {
    if (text.size() <= width) return text + std::string(width - text.size(), ' ');
    return text.substr(0, width - 1) + "~";
}

}  // namespace

std::vector<std::string> render_label(const Item& item, std::size_t width) {
    std::vector<std::string> lines;
    lines.push_back(fit(item.name, width));
    lines.push_back(pad_left(format_price(item.cents), width));
    std::string code = is_valid_ean13(item.gtin) ? printed_groups(item.gtin) : "CHECK CODE";
    lines.push_back(fit(code, width));
    return lines;
}

}  // namespace shelf
