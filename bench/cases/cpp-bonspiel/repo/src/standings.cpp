#include "bonspiel/standings.hpp"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace bonspiel {

void Standings::enter(const std::string& team) {
    if (records_.count(team)) throw std::invalid_argument("team entered twice: " + team);
    TeamRecord record;
    record.team = team;
    records_.emplace(team, record);
}

TeamRecord& Standings::entry(const std::string& name) {
    auto found = records_.find(name);
    if (found == records_.end()) throw std::out_of_range("team not entered: " + name);
    return found->second;
}

const TeamRecord& Standings::team(const std::string& name) const {
    auto found = records_.find(name);
    if (found == records_.end()) throw std::out_of_range("team not entered: " + name);
    return found->second;
}

void Standings::record(const Game& game) {
    TeamRecord& home = entry(game.home);
    TeamRecord& away = entry(game.away);
    GameTotals t = totals(game);
    ++home.played;
    ++away.played;
    home.points_for += t.home_points;
    home.points_against += t.away_points;
    away.points_for += t.away_points;
    away.points_against += t.home_points;
    home.ends_won += t.home_ends;
    away.ends_won += t.away_ends;
    std::string won = winner(game);
    if (won.empty()) {
        ++home.ties;
        ++away.ties;
    } else if (won == game.home) {
        ++home.wins;
        ++away.losses;
    } else {
        ++away.wins;
        ++home.losses;
    }
}

std::vector<TeamRecord> Standings::table() const {
    std::vector<TeamRecord> rows;
    for (const auto& [name, record] : records_) rows.push_back(record);
    std::sort(rows.begin(), rows.end(), ranks_before);
    return rows;
}

std::string Standings::format() const {
    std::string out = "Team        P  W  L  T  Pts  +/-\n";
    char line[96];
    for (const TeamRecord& r : table()) {
        std::snprintf(line, sizeof line, "%-10s %2d %2d %2d %2d %4d %+4d\n", r.team.c_str(), r.played, r.wins,
                      r.losses, r.ties, r.league_points(), r.points_difference());
        out += line;
    }
    return out;
}

}  // namespace bonspiel
