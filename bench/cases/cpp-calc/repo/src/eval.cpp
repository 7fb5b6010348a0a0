#include "calc/eval.hpp"

#include <algorithm>
#include <cmath>

#include "calc/parser.hpp"

namespace calc {

namespace {

double pop(std::vector<double>& stack, const Token& tok) {
    if (stack.empty()) {
        throw Error("missing operand for '" + tok.text + "'", tok.column);
    }
    double v = stack.back();
    stack.pop_back();
    return v;
}

double call(const Token& tok, std::vector<double>& stack) {
    int args = static_cast<int>(tok.value);
    auto want = [&](int n) {
        if (args != n) {
            throw Error(tok.text + "() takes " + std::to_string(n) + " argument" + (n == 1 ? "" : "s"), tok.column);
        }
    };
    if (tok.text == "sqrt" || tok.text == "abs") {
        want(1);
        double x = pop(stack, tok);
        if (tok.text == "abs") {
            return std::fabs(x);
        }
        if (x < 0) {
            throw Error("sqrt of a negative number", tok.column);
        }
        return std::sqrt(x);
    }
    if (tok.text == "min" || tok.text == "max") {
        want(2);
        double b = pop(stack, tok);
        double a = pop(stack, tok);
        return tok.text == "min" ? std::min(a, b) : std::max(a, b);
    }
    throw Error("unknown function '" + tok.text + "'", tok.column);
}

double lookup(const Token& tok, const Env& env) {
    auto it = env.find(tok.text);
    if (it != env.end()) {
        return it->second;
    }
    if (tok.text == "pi") {
        return M_PI;
    }
    if (tok.text == "e") {
        return M_E;
    }
    throw Error("unknown name '" + tok.text + "'", tok.column);
}

double apply(const Token& tok, double a, double b) {
    const std::string& op = tok.text;
    if (op == "+") {
        return a + b;
    }
    if (op == "-") {
        return a - b;
    }
    if (op == "*") {
        return a * b;
    }
    if (op == "/" || op == "%") {
        if (b == 0.0) {
            throw Error("division by zero", tok.column);
        }
        return op == "/" ? a / b : std::fmod(a, b);
    }
    if (op == "^") {
        return std::pow(a, b);
    }
    throw Error("unknown operator '" + op + "'", tok.column);
}

}  // namespace

double evaluate_rpn(const std::vector<Token>& rpn, const Env& env) {
    std::vector<double> stack;
    for (const Token& tok : rpn) {
        switch (tok.kind) {
        case TokenKind::Number:
            stack.push_back(tok.value);
            break;
        case TokenKind::Name:
            stack.push_back(tok.value > 0.0 ? call(tok, stack) : lookup(tok, env));
            break;
        case TokenKind::Operator:
            if (tok.text == "neg") {
                stack.push_back(-pop(stack, tok));
            } else {
                double b = pop(stack, tok);
                double a = pop(stack, tok);
                stack.push_back(apply(tok, a, b));
            }
            break;
        default:
            throw Error("unexpected '" + tok.text + "' in RPN", tok.column);
        }
    }
    if (stack.size() != 1) {
        throw Error("malformed expression", 1);
    }
    return stack.back();
}

double evaluate(const std::string& source, const Env& env) { return evaluate_rpn(to_rpn(tokenize(source)), env); }

}  // namespace calc
