#pragma once

#include <map>
#include <string>
#include <vector>

#include "calc/token.hpp"

namespace calc {

using Env = std::map<std::string, double>;

/** Evaluate RPN tokens from to_rpn. */
double evaluate_rpn(const std::vector<Token>& rpn, const Env& env);

/** Tokenize, parse and evaluate an expression. */
double evaluate(const std::string& source, const Env& env = {});

}  // namespace calc
