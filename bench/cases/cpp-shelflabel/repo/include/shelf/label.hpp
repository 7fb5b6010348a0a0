#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace shelf {

struct Item {
    std::string name;
    long cents;
    std::string gtin;
};

// The label's lines, each exactly `width` characters (counting "€" as one): the name, the price right
// aligned, and the barcode number (or "CHECK CODE" when the code is not a valid number).
std::vector<std::string> render_label(const Item& item, std::size_t width);

}  // namespace shelf
