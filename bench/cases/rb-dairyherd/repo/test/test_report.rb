# frozen_string_literal: true

require "test_helper"

class TestReport < Minitest::Test
  include HerdFixture

  def setup
    @herd = build_herd
    @recording = build_recording(@herd)
    @report = Dairyherd::Report.new(@herd, @recording, Dairyherd::Health.new(@herd, @recording))
  end

  def test_render
    expected = <<~TEXT.chomp
      Milk recording 2023-06-12
      Cows recorded: 3 of 3 in milk
      Average yield: 29.0 l, average DIM: 97
      Bulk: 87.0 l, 4.24% fat, 3.41% protein, SCC 211
      UK101  Daisy      L3   71 DIM  38.4 l 3.80% F 3.20% P  110 SCC  2786.4 l lact
      UK102  Bella      L2  131 DIM  19.2 l 5.50% F 4.00% P  260 SCC  2675.5 l lact
      UK103  Clover     L1   89 DIM  29.4 l 4.00% F 3.30% P  310 SCC  2696.4 l lact
      High cell count: UK102, UK103
    TEXT
    assert_equal expected, @report.render(D.("2023-06-12"))
  end

  def test_cow_line_for_first_recording
    record = @recording.latest("UK103", D.("2023-05-10"))
    assert_equal "UK103  Clover     L1   56 DIM  30.5 l 4.10% F 3.30% P  240 SCC  1708.0 l lact",
                 @report.cow_line(record)
  end
end
