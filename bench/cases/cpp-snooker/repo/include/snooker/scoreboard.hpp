#pragma once

#include <string>

#include "snooker/frame.hpp"
#include "snooker/match.hpp"

namespace snooker {

// "Ann Rowe (2) 45 *  Jory Pascoe (1) 12   break 23, 67 remaining"; * marks the player at the table.
std::string scoreLine(const Match& match, const Frame& frame);

}  // namespace snooker
