"""Ruby's predicate methods (`sound?`) on the way from a failing spec to the change: followed like any call."""

from __future__ import annotations

from diagbot.logs.types import Failure
from tests.offline.test_follow import _diagnose

BASE = {
    "lib/mill/fruit.rb": (
        "module Mill\n  module Fruit\n    MAX_BRUISED = 10\n\n    def self.ripe?(brix)\n      brix >= 11\n    end\n\n"
        "    def self.sound?(pct)\n      pct <= MAX_BRUISED\n    end\n  end\nend\n"
    ),
    "lib/mill/pressing.rb": (
        "module Mill\n  class Pressing\n    def refused(loads)\n      loads.reject { |l| acceptable?(l) }\n    end\n\n"
        "    private\n\n    def acceptable?(load)\n      Fruit.ripe?(load.brix) && Fruit.sound?(load.bruised)\n"
        "    end\n  end\nend\n"
    ),
    "spec/pressing_spec.rb": (
        'require "mill"\n\nRSpec.describe Mill::Pressing do\n  it "refuses unripe loads" do\n'
        "    loads = [Load.new(9, 0), Load.new(12, 10)]\n    expect(described_class.new.refused(loads).size).to eq(1)\n"
        "  end\nend\n"
    ),
}

ACCEPTED_KG = "    def accepted_kg(loads)\n      loads.select { |l| acceptable?(l) }.sum(&:kg)\n    end\n\n"


def test_a_change_behind_a_predicate_the_tested_method_calls_is_read_and_cited(make_repo, git):
    changed = {
        "lib/mill/fruit.rb": BASE["lib/mill/fruit.rb"].replace("pct <= MAX_BRUISED", "pct < MAX_BRUISED"),
        "lib/mill/pressing.rb": BASE["lib/mill/pressing.rb"].replace("    private\n", ACCEPTED_KG + "    private\n"),
    }
    failure = Failure(
        "Failure/Error: expect(described_class.new.refused(loads).size).to eq(1) (expected: 1, got: 2)",
        "rspec",
        "Mill::Pressing refuses unripe loads",
        "spec/pressing_spec.rb",
        6,
        3,
    )
    d = _diagnose(make_repo, git, BASE, changed, failure)
    reads = [(t.tool, t.args.get("path")) for t in d.trace]
    assert ("read_file", "lib/mill/pressing.rb") in reads
    assert (d.locations[0].path, d.locations[0].line) == ("lib/mill/fruit.rb", 10)
    assert "pct < MAX_BRUISED" in d.conclusion
