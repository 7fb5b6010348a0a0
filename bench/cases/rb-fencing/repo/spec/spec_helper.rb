# frozen_string_literal: true

$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "fencing"

module PoolFixtures
  SHEET = <<~TEXT
    # round 1, foil
    pool 1: Ames, Brook, Cole, Dunn
    Ames 5-3 Brook
    Cole 2-5 Dunn
    Ames 5-4 Cole
    Brook 5-1 Dunn
    Dunn 5-2 Ames
    Brook 3-5 Cole

    pool 2: Ellis, Ford, Gray
    Ellis 5-0 Ford
    Gray 5-4 Ellis
    Ford 5-3 Gray
  TEXT

  def pools
    Fencing::ScoreSheet.parse(SHEET)
  end
end

RSpec.configure do |config|
  config.include PoolFixtures
  config.expect_with(:rspec) { |c| c.syntax = :expect }
end
