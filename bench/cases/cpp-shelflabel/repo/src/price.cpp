#include "shelf/price.hpp"

#include <cstdio>
#include <cstdlib>

namespace shelf {

std::string format_price(long cents) {
    char buf[32];
    long abs = std::labs(cents);
    std::snprintf(buf, sizeof buf, "%s€%ld.%02ld", cents < 0 ? "-" : "", abs / 100, abs % 100);
    return buf;
}

}  // namespace shelf
