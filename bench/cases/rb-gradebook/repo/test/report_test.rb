# frozen_string_literal: true

require "test_helper"

class ReportTest < Minitest::Test
  def setup
    @report = Gradebook::Report.new([Fixtures.cy, Fixtures.ada, Fixtures.brook])
  end

  def test_rows_are_sorted_with_letters
    assert_equal [%w[Ada A-], %w[Brook C], %w[Cy F]], @report.rows.map { |row| [row.name, row.letter] }
  end

  def test_distribution
    assert_equal({ "A-" => 1, "C" => 1, "F" => 1 }, @report.distribution)
  end

  def test_text
    assert_equal "Ada     92.0  A-\nBrook   73.5  C\nCy      52.5  F", @report.to_text
  end
end
