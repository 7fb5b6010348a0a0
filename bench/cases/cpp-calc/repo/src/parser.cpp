#include "calc/parser.hpp"

namespace calc {

namespace {

int precedence(const std::string& op) {
    if (op == "+" || op == "-") {
        return 1;
    }
    if (op == "*" || op == "/" || op == "%") {
        return 2;
    }
    if (op == "neg") {
        return 3;
    }
    if (op == "^") {
        return 4;
    }
    return 0;
}

bool right_assoc(const std::string& op) { return op == "^" || op == "neg"; }

bool is_call(const std::vector<Token>& tokens, std::size_t i) {
    return i + 1 < tokens.size() && tokens[i + 1].kind == TokenKind::LeftParen;
}

}  // namespace

std::vector<Token> to_rpn(const std::vector<Token>& tokens) {
    std::vector<Token> out;
    std::vector<Token> stack;  // operators, parentheses (value 1 when they open a call) and function names
    bool expect_operand = true;

    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token& tok = tokens[i];
        switch (tok.kind) {
        case TokenKind::Number:
            if (!expect_operand) {
                throw Error("missing operator before '" + tok.text + "'", tok.column);
            }
            out.push_back(tok);
            expect_operand = false;
            break;
        case TokenKind::Name:
            if (!expect_operand) {
                throw Error("missing operator before '" + tok.text + "'", tok.column);
            }
            if (is_call(tokens, i)) {
                stack.push_back(tok);
            } else {
                out.push_back(tok);
                expect_operand = false;
            }
            break;
        case TokenKind::Operator: {
            if (expect_operand) {
                if (tok.text == "-") {
                    stack.push_back({TokenKind::Operator, "neg", 0.0, tok.column});
                    break;
                }
                if (tok.text == "+") {
                    break;
                }
                throw Error("missing operand before '" + tok.text + "'", tok.column);
            }
            while (!stack.empty() && stack.back().kind == TokenKind::Operator) {
                int top = precedence(stack.back().text);
                int here = precedence(tok.text);
                if (top > here || (top == here && !right_assoc(tok.text))) {
                    out.push_back(stack.back());
                    stack.pop_back();
                } else {
                    break;
                }
            }
            stack.push_back(tok);
            expect_operand = true;
            break;
        }
        case TokenKind::LeftParen: {
            Token paren = tok;
            paren.value = (!stack.empty() && stack.back().kind == TokenKind::Name && i > 0 &&
                           tokens[i - 1].kind == TokenKind::Name)
                              ? 1.0
                              : 0.0;
            stack.push_back(paren);
            expect_operand = true;
            break;
        }
        case TokenKind::Comma:
            while (!stack.empty() && stack.back().kind != TokenKind::LeftParen) {
                out.push_back(stack.back());
                stack.pop_back();
            }
            if (stack.empty() || stack.back().value == 0.0) {
                throw Error("comma outside a function call", tok.column);
            }
            stack.back().value += 1.0;
            expect_operand = true;
            break;
        case TokenKind::RightParen: {
            if (expect_operand) {
                throw Error("missing operand before ')'", tok.column);
            }
            while (!stack.empty() && stack.back().kind != TokenKind::LeftParen) {
                out.push_back(stack.back());
                stack.pop_back();
            }
            if (stack.empty()) {
                throw Error("unbalanced ')'", tok.column);
            }
            double args = stack.back().value;
            stack.pop_back();
            if (args > 0.0) {
                Token call = stack.back();
                stack.pop_back();
                call.value = args;
                out.push_back(call);
            }
            expect_operand = false;
            break;
        }
        }
    }
    if (expect_operand) {
        throw Error("expression ends without an operand", tokens.empty() ? 1 : tokens.back().column + 1);
    }
    while (!stack.empty()) {
        if (stack.back().kind == TokenKind::LeftParen) {
            throw Error("unbalanced '('", stack.back().column);
        }
        out.push_back(stack.back());
        stack.pop_back();
    }
    return out;
}

std::string rpn_string(const std::string& source) {
    std::string text;
    for (const Token& tok : to_rpn(tokenize(source))) {
        if (!text.empty()) {
            text += ' ';
        }
        text += tok.text;
    }
    return text;
}

}  // namespace calc
