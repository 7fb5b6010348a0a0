#pragma once

#include <string>
#include <vector>

#include "calc/token.hpp"

namespace calc {

/**
 * Reorder tokens into reverse Polish notation. Unary minus becomes the operator "neg"; a function call becomes
 * a Name token whose `value` holds its argument count.
 */
std::vector<Token> to_rpn(const std::vector<Token>& tokens);

/** The RPN of an expression as text, tokens separated by spaces (for tests and debugging). */
std::string rpn_string(const std::string& source);

}  // namespace calc
