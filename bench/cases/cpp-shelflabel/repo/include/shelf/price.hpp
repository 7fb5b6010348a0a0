#pragma once

#include <string>

namespace shelf {

// Euro cents as "€1.99"; negative amounts (markdowns) as "-€0.50".
std::string format_price(long cents);

}  // namespace shelf
