#include "calc/token.hpp"

#include <cctype>
#include <cstdlib>

namespace calc {

namespace {

bool is_name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool is_name_char(char c) { return is_name_start(c) || std::isdigit(static_cast<unsigned char>(c)); }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

}  // namespace

std::vector<Token> tokenize(const std::string& source) {
    std::vector<Token> tokens;
    std::size_t i = 0;
    while (i < source.size()) {
        char c = source[i];
        std::size_t column = i + 1;
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (is_digit(c) || (c == '.' && i + 1 < source.size() && is_digit(source[i + 1]))) {
            std::size_t start = i;
            while (i < source.size() && (is_digit(source[i]) || source[i] == '.')) {
                ++i;
            }
            std::string text = source.substr(start, i - start);
            char* end = nullptr;
            double value = std::strtod(text.c_str(), &end);
            if (end != text.c_str() + text.size()) {
                throw Error("malformed number '" + text + "'", column);
            }
            tokens.push_back({TokenKind::Number, text, value, column});
        } else if (is_name_start(c)) {
            std::size_t start = i;
            while (i < source.size() && is_name_char(source[i])) {
                ++i;
            }
            tokens.push_back({TokenKind::Name, source.substr(start, i - start), 0.0, column});
        } else if (c == '(' || c == ')' || c == ',') {
            TokenKind kind = c == '(' ? TokenKind::LeftParen : c == ')' ? TokenKind::RightParen : TokenKind::Comma;
            tokens.push_back({kind, std::string(1, c), 0.0, column});
            ++i;
        } else if (c == '+' || c == '-' || c == '*' || c == '/' || c == '%' || c == '^') {
            tokens.push_back({TokenKind::Operator, std::string(1, c), 0.0, column});
            ++i;
        } else {
            throw Error(std::string("unexpected character '") + c + "'", column);
        }
    }
    return tokens;
}

}  // namespace calc
