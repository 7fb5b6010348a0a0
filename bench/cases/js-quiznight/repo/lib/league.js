'use strict';

const { resolveRules } = require('./rules');
const { scoreRound } = require('./scoring');

class League {
  constructor(name, overrides = {}) {
    this.name = name;
    this.rules = resolveRules(overrides);
    this.teams = new Map();
  }

  addTeam(name, players = []) {
    if (this.teams.has(name)) {
      throw new Error(`team already entered: ${name}`);
    }
    if (players.length > this.rules.maxTeamSize) {
      throw new Error(`${name} has ${players.length} players, at most ${this.rules.maxTeamSize} allowed`);
    }
    this.teams.set(name, { name, players, rounds: [], jokerUsed: false });
  }

  team(name) {
    const team = this.teams.get(name);
    if (!team) {
      throw new Error(`no such team: ${name}`);
    }
    return team;
  }

  recordRound(name, marks, { joker = false } = {}) {
    const team = this.team(name);
    if (joker && team.jokerUsed) {
      throw new Error(`${name} has already played its joker`);
    }
    const points = scoreRound(marks, this.rules, { joker });
    team.rounds.push({ marks, joker, points });
    if (joker) {
      team.jokerUsed = true;
    }
    return points;
  }

  total(name) {
    return this.team(name).rounds.reduce((sum, round) => sum + round.points, 0);
  }

  standings() {
    const rows = [...this.teams.values()].map((team) => ({
      team: team.name,
      rounds: team.rounds.length,
      points: this.total(team.name),
    }));
    rows.sort((a, b) => b.points - a.points || a.team.localeCompare(b.team));
    return rows;
  }
}

module.exports = { League };
