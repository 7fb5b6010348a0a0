#include "textwrap/utf8.hpp"

namespace textwrap {

std::size_t display_width(std::string_view text) {
    std::size_t width = 0;
    for (unsigned char c : text) {
        if ((c & 0xC0) != 0x80) {  // every byte but a continuation byte starts a character
            ++width;
        }
    }
    return width;
}

}  // namespace textwrap
