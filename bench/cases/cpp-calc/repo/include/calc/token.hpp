#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

namespace calc {

/** An error in an expression, at a 1-based column. */
class Error : public std::runtime_error {
public:
    Error(const std::string& message, std::size_t column)
        : std::runtime_error(message + " at column " + std::to_string(column)), column_(column) {}
    std::size_t column() const { return column_; }

private:
    std::size_t column_;
};

enum class TokenKind { Number, Name, Operator, LeftParen, RightParen, Comma };

struct Token {
    TokenKind kind;
    std::string text;
    double value = 0.0;     // for numbers
    std::size_t column = 0; // 1-based
};

/** Split an expression into tokens; whitespace separates and is dropped. */
std::vector<Token> tokenize(const std::string& source);

}  // namespace calc
